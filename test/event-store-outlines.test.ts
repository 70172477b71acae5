import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { EventStore } from '../src/event-store/event-store.service';
import type { NewEvent } from '../src/event-store/event-store.types';
import { publicEvent, seatCommand } from './support/store-fixtures';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from './support/database';

const ev = (type: string): NewEvent => publicEvent(type);

const cmd = seatCommand;

describe('stored outlines: a finished stream is outlined by one row', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createMigratedDataSource(db, 4);
    store = new EventStore(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('is stored only for the final length, then answers from the start exactly as the events do', async () => {
    const matchId = randomUUID();
    let version = 0;
    for (const [i, events] of [[ev('match.created')], [ev('a'), ev('b'), ev('c')], [ev('d')], [ev('e'), ev('match.ended')]].entries()) {
      await store.append({ expectedVersion: version, command: cmd(matchId, `c${i}`), events });
      version += events.length;
    }
    const computed = await store.outline(matchId, 0);
    expect(computed).toEqual({
      firstSeq: 1,
      types: ['match.created', 'a', 'b', 'c', 'd', 'e', 'match.ended'],
      continues: [false, false, true, true, false, false, true],
    });

    // A stream of another length than the caller says is final is not stored.
    await store.keepOutline(matchId, 6);
    expect((await store.outline(matchId, 0)).stored).toBeUndefined();

    await store.keepOutline(matchId, 7);
    await store.keepOutline(matchId, 7);
    expect(await store.outline(matchId, 0)).toEqual({ ...computed, stored: true });
    // After a seq, the events answer (as before).
    expect(await store.outline(matchId, 4)).toEqual({ firstSeq: 5, types: ['d', 'e', 'match.ended'], continues: [false, false, true] });
  });
});
