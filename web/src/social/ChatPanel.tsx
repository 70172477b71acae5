import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../../../src/client';
import { api, describeError } from '../api';
import { seatName } from '../seat-name';

/** How often an open chat asks for new lines (the chat is REST only, not pushed). */
const POLL_MS = 3000;

/**
 * The match chat (docs/social.md): folded by default, and when open a box the stylesheet keeps
 * under 20 % of the viewport. It lists what the server lets the viewer read (player chat, and
 * spectator chat where allowed), as text only. A seat writes with its token; anyone else writes
 * with the session cookie, which the server refuses in words when there is none.
 */
export function ChatPanel(p: { matchId: string; token: string | null }) {
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<readonly ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const input = useRef<HTMLInputElement>(null);
  const path = `/matches/${p.matchId}/chat`;
  const token = p.token ?? undefined;

  const load = async () => {
    try {
      setLines(await api<ChatMessage[]>('GET', path, undefined, token));
    } catch (e) {
      setError(describeError(e));
    }
  };
  useEffect(() => {
    if (!open) return;
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [open, p.matchId, p.token]);

  const send = async (ev: Event) => {
    ev.preventDefault();
    const text = input.current?.value ?? '';
    try {
      await api<ChatMessage>('POST', path, { text }, token);
      if (input.current) input.current.value = '';
      setError(null);
      await load();
    } catch (e) {
      setError(`Not sent: ${describeError(e)}`);
    }
  };
  const report = async (m: ChatMessage) => {
    try {
      await api<void>('POST', `${path}/${m.messageId}/reports`, { reason: 'reported from the table' }, token);
      setReported(new Set([...reported, m.messageId]));
    } catch (e) {
      setError(`Not reported: ${describeError(e)}`);
    }
  };

  return (
    <section class={`chat ${open ? 'open' : ''}`} id="chat">
      <button id="chat-toggle" class="chat-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide chat' : 'Chat'}
      </button>
      {open ? (
        <>
          <ol class="chat-lines" id="chat-lines">
            {lines.map((m) => (
              <li key={m.messageId} class={`chat-line ${m.channel}`} data-channel={m.channel}>
                <b>{m.seat === null ? `${m.author} (spectator)` : seatName(m.seat)}:</b> <span class="chat-body">{m.body}</span>{' '}
                {reported.has(m.messageId) ? (
                  <span class="muted">reported</span>
                ) : (
                  <button class="chat-report link" title="Report this message to the operator" onClick={() => void report(m)}>
                    report
                  </button>
                )}
              </li>
            ))}
          </ol>
          <form class="chat-send" onSubmit={(ev) => void send(ev)}>
            <input
              ref={input}
              id="chat-text"
              maxLength={500}
              aria-label="Chat message"
              placeholder={p.token ? 'to the players' : 'to the spectators (signed in)'}
            />
            <button type="submit" id="chat-send">
              Send
            </button>
          </form>
          {error ? (
            <p class="error" id="chat-error">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
