import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../../../src/client';
import { api, describeError } from '../api';
import { seatName } from '../seat-name';
import type { MatchNews } from './match-news';

/** The lines with `message` among them once, in the order the server stored them (ids ascend). */
function withMessage(lines: readonly ChatMessage[], message: ChatMessage): readonly ChatMessage[] {
  if (lines.some((m) => m.messageId === message.messageId)) return lines;
  return [...lines, message].sort((x, y) => Number(BigInt(x.messageId) - BigInt(y.messageId)));
}

/**
 * The match chat (docs/social.md): folded by default, and when open a box the stylesheet keeps
 * under 20 % of the viewport. It lists what the server lets the viewer read (player chat, and
 * spectator chat where allowed), as text only: read once when opened, then each new line as the
 * server pushes it to the table's socket (`match:chat`, already filtered for this viewer), read
 * again after a reconnection and once the match is over (players then read the spectators too). A
 * seat writes with its token; anyone else writes with the session cookie, which the server refuses
 * in words when there is none.
 */
export function ChatPanel(p: { matchId: string; token: string | null; news: MatchNews; finished: boolean }) {
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
    const unsubscribe = [p.news.onChat((m) => setLines((lines) => withMessage(lines, m))), p.news.onReconnect(() => void load())];
    return () => unsubscribe.forEach((off) => off());
  }, [open, p.matchId, p.token, p.news, p.finished]);

  const send = async (ev: Event) => {
    ev.preventDefault();
    const text = input.current?.value ?? '';
    try {
      const sent = await api<ChatMessage>('POST', path, { text }, token);
      setLines((lines) => withMessage(lines, sent));
      if (input.current) input.current.value = '';
      setError(null);
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
