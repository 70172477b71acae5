/**
 * The server's append path under load: `writers` concurrent loops, each appending commands of 1 to
 * 3 events to matches of its own (a new match every `commandsPerMatch` commands), through the
 * public `EventStore.append`. Nothing else of the pipeline (no decide, no cache) is involved.
 */
import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../src/event-store/event-store.service';
import { closedLoop, type ClosedLoopResult } from './closed-loop';
import { seededRandom } from './sample-stats';
import { syntheticEvents } from './synthetic-events';

interface WriterStream {
  matchId: string;
  version: number;
  /** Hash of the stream's last event, as the pipeline keeps it in its cache. */
  hash: string | undefined;
  commands: number;
}

/**
 * `withHeadHash`: pass the cached head hash (`expectedHash`) as the pipeline does, which lets the
 * store append in one statement; without it the store runs its transaction that reads the head.
 */
export async function appendLoop(
  store: EventStore,
  writers: number,
  durationMs: number,
  withHeadHash: boolean,
  commandsPerMatch = 200,
): Promise<ClosedLoopResult> {
  const fresh = (): WriterStream => ({ matchId: randomUUID(), version: 0, hash: undefined, commands: 0 });
  const streams: WriterStream[] = Array.from({ length: writers }, fresh);
  const randoms = streams.map((_, w) => seededRandom(1000 + w));
  return closedLoop(writers, durationMs, async (w) => {
    const s = streams[w]!;
    if (s.commands >= commandsPerMatch) Object.assign(s, fresh());
    const seat = s.commands % 2;
    const events = syntheticEvents(randoms[w]!, seat);
    const out = await store.append({
      expectedVersion: s.version,
      expectedHash: withHeadHash ? s.hash : undefined,
      command: {
        matchId: s.matchId,
        actor: `seat:${seat}`,
        commandId: `b${s.commands}`,
        kind: 'command',
        seat,
        origin: 'player',
        payload: { type: 'play-loot', card: `c${s.commands}` },
        receivedAt: new Date(),
      },
      events,
    });
    if (out.kind !== 'appended') throw new Error(`append of ${s.matchId} #${s.commands} was a duplicate`);
    s.version += events.length;
    s.hash = out.events.at(-1)?.hash ?? s.hash;
    s.commands += 1;
    return events.length;
  });
}
