import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { awaitedSeats, SeatActor } from '../../src/automation/seat-actor.service';
import { EventStore } from '../../src/event-store/event-store.service';
import { MatchAppendedHub, MatchLoader, type LoadedMatch } from '../../src/matches';
import { api, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { until } from '../support/fold';

/**
 * Bots decide on the state this process last saw, as a player's command does: they read the
 * stream only for a match the process has not cached, and a decision on a stale state is caught
 * by the append's version check and taken again on the store's state.
 */
describe('bots decide on the cached state', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, { BOT_DELAY_MS: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const ended = (matchId: string) => async () => ((await app.get(MatchLoader).load(matchId))?.state.match.ended ? true : null);

  it('plays a bot-only match to its end without reading the stream before each move', async () => {
    const store = app.get(EventStore);
    const reads = vi.spyOn(store, 'readStream');
    try {
      const { matchId } = await api(app).create({ gameId: 'high-card', seats: 2, options: { rounds: 20 }, bots: ['random', 'random'] });
      const readsOfThisMatch = () => reads.mock.calls.filter(([id]) => id === matchId).length;
      await until(async () => ((await store.head(matchId))?.type === 'match.ended' ? true : null), 'the bot match ended', 30_000);
      const commands = (await store.commands(matchId)).filter((c) => c.commandId.startsWith('auto:bot:'));
      expect(commands.length).toBeGreaterThanOrEqual(40);
      // Reloading before every move read the stream once per bot command.
      expect(readsOfThisMatch()).toBeLessThan(commands.length / 4);
    } finally {
      reads.mockRestore();
    }
  });

  it('a bot deciding on a stale cached state appends nothing, and the match goes on from the store', async () => {
    const loader = app.get(MatchLoader);
    const store = app.get(EventStore);
    // Keep a state on which the bot (seat 0) was awaited, as the bot saw it.
    const seen: LoadedMatch[] = [];
    const unsubscribe = app.get(MatchAppendedHub).subscribe((change) => {
      if (awaitedSeats(change.match).includes(0)) seen.push(change.match);
    });
    const http = api(app);
    const { matchId } = await http.create({ gameId: 'high-card', seats: 2, options: { rounds: 3 }, bots: ['random', null] });
    const { token } = await http.join(matchId, 1);
    const waitsForPersonOnly = async () => {
      const m = await loader.load(matchId);
      return m && awaitedSeats(m).length === 1 && awaitedSeats(m)[0] === 1 ? m : null;
    };
    const personTurn = async () => {
      const m = await until(waitsForPersonOnly, 'the match waits for the person alone');
      const card = m.def.legalActions(m.state.match.game, 1)[0] as Record<string, unknown>;
      const res = await http.command(matchId, 1, token, { commandId: `p-${m.state.match.version}`, command: card, expectedSeq: m.state.match.version });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    };
    await personTurn();
    const current = await until(waitsForPersonOnly, 'the bot answered round 2');
    unsubscribe();
    const stale = seen.at(-1)!;
    expect(stale.state.match.version).toBeLessThan(current.state.match.version);
    const before = await store.readStream(matchId);

    // The bot's step on the stale state: the same decision as before (its id names the seq), so
    // the store answers with the first outcome and appends nothing.
    loader.forget(matchId);
    loader.remember(stale);
    const first = (await store.commands(matchId)).filter((c) => c.commandId === `auto:bot:${stale.state.match.version}:0`);
    expect(first).toHaveLength(1);
    const again = await app.get(SeatActor).act(stale, 0, 'bot', first[0]!.payload);
    expect((await store.commands(matchId)).filter((c) => c.commandId === first[0]!.commandId)).toHaveLength(1);
    expect(again).toMatchObject({ status: 'accepted', firstSeq: first[0]!.firstSeq });
    expect((await store.readStream(matchId)).map((e) => e.hash)).toEqual(before.map((e) => e.hash));

    // A move on the stale cache is decided again on the store's state; the match ends.
    await personTurn();
    await personTurn();
    await until(ended(matchId), 'the match ended', 30_000);
    expect(await store.verifyChain(matchId)).toMatchObject({ ok: true });
  });
});
