import type { DataSource } from 'typeorm';
import { EventStore } from '../../src/event-store/event-store.service';
import { foldServer, stateHash, upcastEvent, type ServerState } from '../../src/match-domain';
import { highCard } from './test-game';
import { STORED_EVENTS, STORED_EVENTS_OF } from './event-log';

/** The state of a match computed in the test by folding the stored events from the start. */
export async function foldFromLog(ds: DataSource, matchId: string): Promise<ServerState> {
  const events = await new EventStore(ds).readStream(matchId);
  return foldServer(
    highCard,
    events.map((e) => upcastEvent(highCard, e)),
  );
}

export async function hashFromLog(ds: DataSource, matchId: string): Promise<string> {
  return stateHash(await foldFromLog(ds, matchId));
}

export async function eventCount(ds: DataSource, matchId?: string): Promise<number> {
  const rows = (await ds.query(matchId ? STORED_EVENTS_OF : STORED_EVENTS, matchId ? [[matchId]] : [])) as { n: number }[];
  return rows[0]?.n ?? 0;
}

export async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
