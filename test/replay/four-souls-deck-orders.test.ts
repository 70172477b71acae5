import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls, type FsState, type FsView } from '../../src/games/four-souls';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { foldTo, playByHand, readRecord } from './helpers';

const DECKS = ['loot', 'treasure', 'monster', 'room'] as const;
type Deck = (typeof DECKS)[number];

/** Every deck's object ids, top first, in the folded state after `seq` events (the oracle). */
const deckIds = (state: FsState): Record<Deck, string[]> =>
  Object.fromEntries(DECKS.map((d) => [d, state.decks[d].map((c) => c.id)])) as Record<Deck, string[]>;

/**
 * R-ZONE-3 and docs/replay.md: the omniscient replay of a finished Four Souls match shows every
 * deck's order, top first, as the state holds it; a seat's or a spectator's view never carries an
 * order or a deck object's id, live or in the replay.
 */
/** The deck cards a seat is looking at for its own arrange decision: the one way a seat sees into a deck. */
const lookedAt = (view: FsView): Set<string> => new Set((view.looking ?? []).map((c) => c.id));

// A fixed seed: every run plays the same deal and the same commands, so a failure is a regression, never a rare deal.
describe('Four Souls deck orders (real PostgreSQL)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, {}, [fourSouls], fixedRandomness('four-souls-deck-orders'));
    client = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('the omniscient replay shows each deck top first at every step; seats and spectators never see an order or a deck id', async () => {
    const { matchId } = await client.create({ gameId: 'four-souls', seats: 2 });
    const tokens = [(await client.join(matchId, 0, 'Ada')).token, (await client.join(matchId, 1, 'Bob')).token];
    await playByHand(app, matchId, tokens, 12);

    // Live: the seats' own views carry counts only.
    const live = await readRecord(app, matchId);
    const liveDecks = deckIds(foldTo<FsState>(fourSouls, live, live.events.length).match.game);
    for (const [seat, token] of tokens.entries()) {
      const res = await client.view(matchId, token);
      expect(res.body.status, `seat ${seat}`).toBe('live');
      const view = res.body.view as FsView;
      expect(view.decks).toBeNull();
      expect(view.deckCounts.loot).toBe(liveDecks.loot.length);
      const text = JSON.stringify(res.body);
      // Except the deck top a seat is looking at for its own arrange decision (shown to the looker only).
      const looked = lookedAt(view);
      for (const id of Object.values(liveDecks).flat())
        if (!looked.has(id)) expect(text.includes(`"${id}"`), `seat ${seat} sees deck object ${id}`).toBe(false);
    }
    // Concede is among Bob's legal actions (R-MATCH-2), in words; sending it ends the match.
    const bob = await client.view(matchId, tokens[1]);
    expect(bob.body.actions).toContainEqual({ command: { type: 'concede' }, label: 'Concede the game', refs: [] });
    const conceded = await client.command(matchId, 1, tokens[1] ?? null, { commandId: 'bob-concedes', command: { type: 'concede' } });
    expect(conceded.status, JSON.stringify(conceded.body)).toBe(200);

    const record = await readRecord(app, matchId);
    const last = record.events.length;
    // The step after setup, a few in the middle and the last one (every step would be slow under load).
    const first = record.events.findIndex((e) => e.type !== 'match.created' && !e.type.startsWith('seat.')) + 1;
    const every = Math.max(1, Math.floor((last - first) / 8));
    const seqs = [...new Set([...Array.from({ length: Math.ceil((last - first) / every) }, (_, k) => first + k * every), last])];
    expect(seqs.length).toBeGreaterThan(2);
    for (const seq of seqs) {
      const oracle = deckIds(foldTo<FsState>(fourSouls, record, seq).match.game);
      const omni = await client.http().get(`/matches/${matchId}/replay?unit=event&step=${seq}&viewer=omniscient`);
      expect(omni.status).toBe(200);
      const all = omni.body.view as FsView;
      for (const d of DECKS) {
        expect(
          all.decks![d].map((c) => c.id),
          `${d} deck at seq ${seq}`,
        ).toEqual(oracle[d]);
        expect(all.decks![d]).toHaveLength(all.deckCounts[d]);
        for (const c of all.decks![d]) expect(c.name.length).toBeGreaterThan(0);
      }
      for (const viewer of ['seat:0', 'seat:1', 'spectator']) {
        const res = await client.http().get(`/matches/${matchId}/replay?unit=event&step=${seq}&viewer=${viewer}`);
        expect(res.status).toBe(200);
        expect((res.body.view as FsView).decks, `${viewer} at seq ${seq}`).toBeNull();
        const text = JSON.stringify(res.body);
        const looked = lookedAt(res.body.view as FsView);
        for (const id of Object.values(oracle).flat())
          if (!looked.has(id)) expect(text.includes(`"${id}"`), `${viewer} sees deck object ${id} at seq ${seq}`).toBe(false);
      }
    }
    // A match with rooms (the default) has a room deck, and the loot deck is never empty this early: both orders are shown.
    const end = (await client.http().get(`/matches/${matchId}/replay?unit=event&step=${last}&viewer=omniscient`)).body.view as FsView;
    expect(end.decks!.loot.length).toBeGreaterThan(0);
    expect(end.decks!.monster.length).toBeGreaterThan(0);
  }, 120_000);
});
