import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ClientEvent } from '../../../src/client';
import { logLines } from './log-lines';

/**
 * The match log, newest last. It follows new lines only while the reader is at the bottom: scrolled
 * up to read back, it stays where it is.
 */
export function Log({ events, fold }: { events: readonly ClientEvent[]; fold: (e: ClientEvent) => string | null }) {
  const box = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const lines = logLines(events.slice(-300), fold);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  });
  return (
    <ol
      class="log"
      ref={box}
      onScroll={(ev) => {
        const el = ev.currentTarget;
        atBottom.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
      }}
    >
      {lines.map((l) => (
        <li key={l.seq} data-seq={l.seq} class={`${l.system ? 'system' : ''} ${l.folded ? 'folded' : ''}`}>
          {l.text}
        </li>
      ))}
    </ol>
  );
}
