import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { fourSouls } from '../../src/games/four-souls';
import { highCardAutoPass } from './support/auto-pass-game';
import { claimSeats, createMatch, RecordingClient, sleep, startApp, until } from './support/harness';

/** R-MATCH-3: the server passes for a seat that asked, only when that is its sole legal action. */
describe('auto-pass', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals: the Four Souls match sets the characters and hands but not the decks, whose cards
    // decide what P1 meets on its way to its action phase.
    ({ app, url } = await startApp(db, [highCardAutoPass, fourSouls], {}, fixedRandomness('auto-pass')));
    ds = await createMigratedDataSource(db, 4);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await ds?.destroy();
    await db?.drop();
  });

  it('acts for the seat when it has one legal action, never while it has a choice', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card-auto-pass', seats: 2, options: { rounds: 2 } });
    const tokens = await claimSeats(url, matchId, 2);
    const [p1, p2] = [new RecordingClient(url), new RecordingClient(url)];
    clients.push(p1, p2);
    await p1.join(matchId, { token: tokens[0], autoPass: true });
    await p2.join(matchId, { token: tokens[1] });
    expect(p1.mirror(matchId)!.snapshot!.autoPass).toBe(true);
    const store = new EventStore(ds);
    const seq0 = await store.version(matchId);

    // Round 1: two cards in hand, a real choice: the server must not act.
    await sleep(300);
    expect(await store.version(matchId)).toBe(seq0);
    const hand = (p1.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    await p1.command(matchId, { type: 'play', card: hand[0]! });
    const hand2 = (p2.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
    await p2.command(matchId, { type: 'play', card: hand2[0]! }, { expectedSeq: null });

    // Round 2: one card left: played for P1 by the server, as system/auto-pass.
    await until(async () => (await store.readStream(matchId)).some((e) => e.actor.kind === 'system' && e.actor.reason === 'auto-pass'), 'the auto-pass');
    const auto = (await store.readStream(matchId)).filter((e) => e.actor.kind === 'system' && e.actor.reason === 'auto-pass');
    expect(auto.map((e) => e.payload)).toEqual([{ type: 'hc.played', seat: 0, card: hand[1] }]);
    const ledger = (await store.commands(matchId)).filter((l) => l.origin === 'auto-pass');
    expect(ledger.map((l) => l.commandId)).toEqual([`auto:auto-pass:${auto[0]!.seq - 1}:0`]);
    // P2 did not ask: it is still waited for.
    await until(() => p2.mirror(matchId)?.snapshot?.waitingFor.join() === '1', 'P2 still waited for');
    expect(p2.mirror(matchId)!.snapshot!.autoPass).toBe(false);
  });

  it('R-MATCH-3 a priority stop passes where the seat could act (Four Souls, my-turn); a bad stop is refused and changes nothing', async () => {
    const setup = { firstPlayer: 0, characters: ['cain', 'judas'], hands: [['a-penny'], ['bomb']] };
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup });
    const tokens = await claimSeats(url, matchId, 2);
    const [p1, p2] = [new RecordingClient(url), new RecordingClient(url)];
    clients.push(p1, p2);
    await p1.join(matchId, { token: tokens[0] });
    await p2.join(matchId, { token: tokens[1], autoPass: true, autoPassStop: { mode: 'my-turn' } });
    expect(p2.mirror(matchId)!.snapshot!.autoPassStop).toEqual({ mode: 'my-turn' });
    await expect(p2.setAutoPass(matchId, true, { mode: 'never' } as never)).rejects.toMatchObject({ code: 'MALFORMED_MESSAGE' });
    expect(p2.mirror(matchId)!.snapshot!.autoPassStop).toEqual({ mode: 'my-turn' });
    // P1 passes through the start of its turn to its action phase (P2, holding a Bomb, is passed for).
    const snap = () => p1.mirror(matchId)!.snapshot!;
    for (let i = 0; i < 20 && !(snap().legalActions as { type: string }[]).some((c) => c.type === 'end-turn'); i += 1) {
      if (snap().waitingFor.includes(0)) await p1.command(matchId, { type: 'pass' }).catch(() => undefined);
      await sleep(50);
    }
    expect((snap().legalActions as { type: string }[]).map((c) => c.type)).toContain('end-turn');
    const events = p1.mirror(matchId)!.events;
    const passedForP2 = events.filter((e) => e.actor.kind === 'system' && e.actor.reason === 'auto-pass');
    expect(passedForP2.length).toBeGreaterThan(0);
    // In P2's own turn nothing is passed for it (it holds a Bomb): the match waits for it.
    await p1.command(matchId, { type: 'end-turn' });
    await until(async () => {
      const s = p2.mirror(matchId)!.snapshot!;
      if (snap().waitingFor.includes(0)) await p1.command(matchId, { type: 'pass' }).catch(() => undefined);
      return (s.view as { turn: { active: number } }).turn.active === 1 && s.waitingFor.includes(1);
    }, 'P2 waited for in its turn');
    const seq = p2.mirror(matchId)!.seq;
    await sleep(300);
    expect(p2.mirror(matchId)!.seq).toBe(seq);
  });

  it('can be switched on later, and then acts at once', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card-auto-pass', seats: 2, options: { rounds: 1 } });
    const tokens = await claimSeats(url, matchId, 2);
    const p1 = new RecordingClient(url);
    clients.push(p1);
    await p1.join(matchId, { token: tokens[0] });
    const seq0 = p1.mirror(matchId)!.seq;
    await sleep(200);
    expect(await new EventStore(ds).version(matchId)).toBe(seq0);
    await p1.setAutoPass(matchId, true);
    await until(() => p1.mirror(matchId)!.seq > seq0, 'the auto-pass after enabling');
    expect(p1.mirror(matchId)!.events.at(-1)).toMatchObject({ actor: { kind: 'system', reason: 'auto-pass' }, type: 'hc.played' });
  });

  it('acts on appends made by another instance (NOTIFY), once', async () => {
    const other = await startApp(db, [highCardAutoPass]);
    try {
      const matchId = await createMatch(url, { gameId: 'high-card-auto-pass', seats: 2, options: { rounds: 2 } });
      const tokens = await claimSeats(url, matchId, 2);
      // P1 asks for auto-pass on this instance; P2 plays on the other one.
      const [p1, p2] = [new RecordingClient(url), new RecordingClient(other.url)];
      clients.push(p1, p2);
      await p1.join(matchId, { token: tokens[0], autoPass: true });
      await p2.join(matchId, { token: tokens[1] });
      const hand = (p1.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
      await p1.command(matchId, { type: 'play', card: hand[0]! });
      const hand2 = (p2.mirror(matchId)!.snapshot!.view as { hand: number[] }).hand;
      // The append that opens round 2 (P1's single card) is made by the other instance.
      await p2.command(matchId, { type: 'play', card: hand2[0]! }, { expectedSeq: null });

      const store = new EventStore(ds);
      const passes = async () => (await store.readStream(matchId)).filter((e) => e.actor.kind === 'system' && e.actor.reason === 'auto-pass');
      await until(async () => (await passes()).length > 0, 'the auto-pass after the other instance appended');
      await sleep(300);
      expect((await passes()).map((e) => e.payload)).toEqual([{ type: 'hc.played', seat: 0, card: hand[1] }]);
      expect((await store.commands(matchId)).filter((l) => l.origin === 'auto-pass').map((l) => l.status)).toEqual(['accepted']);
    } finally {
      await other.app.close();
    }
  });
});
