import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameClient } from '../../src/client';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { rngFromInt } from '../../src/engine/random';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { startApp, until } from '../realtime/support/harness';
import { claim, concede, playRandomly } from './support';

/**
 * One viewer snapshot for every way of reading a match: for the same viewer at the same seq, the
 * REST view, the socket snapshot and the replay at its last step agree on what the viewer may see
 * (and on the match's status, seats and outcome), on waiting, live and finished matches of both
 * games. A waiting match (a seat still free) waits for seats, not for a game decision: no prompt,
 * nobody waited for, no legal actions. `actions` are the legal actions in words, everywhere the same.
 */
const games: readonly AnyGameDefinition[] = [fourSouls, mansters];
const SHARED = ['seq', 'status', 'view', 'prompt', 'waitingFor', 'legalActions', 'actions', 'seats', 'outcome', 'seed', 'stateHash', 'scenario'] as const;
type Shared = Record<(typeof SHARED)[number], unknown>;
const pick = (body: Record<string, unknown>): Shared => Object.fromEntries(SHARED.map((k) => [k, body[k]])) as Shared;

describe('REST, socket and replay give a viewer the same snapshot', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: GameClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals: the matches played by random moves are still live after 12 commands (and not over
    // before the concession after 8), every run.
    ({ app, url } = await startApp(db, games, {}, fixedRandomness('viewer-parity')));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
  });

  /** The three answers for one viewer (token: that seat; none: a spectator). */
  async function threeWays(matchId: string, seat: number | null, token: string | undefined): Promise<{ rest: Shared; socket: Shared; replay: Shared }> {
    const rest = (await api(app).view(matchId, token)).body as Record<string, unknown>;
    // Protocol 1: its snapshot is REST's whole (protocol 2's differs by design, test/realtime/protocol-v2.test.ts).
    const client = new GameClient(url, { protocol: 1 });
    clients.push(client);
    await client.join(matchId, token ? { token } : {});
    const snapshot = await until(
      () => {
        const s = client.mirror(matchId)?.snapshot;
        return s && s.seq === rest.seq ? s : null;
      },
      `the socket snapshot at seq ${String(rest.seq)}`,
    );
    client.close();
    const req = api(app)
      .http()
      .get(`/matches/${matchId}/replay?viewer=${seat === null ? 'spectator' : `seat:${seat}`}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    const replay = await req;
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    return { rest: pick(rest), socket: pick(snapshot as unknown as Record<string, unknown>), replay: pick(replay.body as Record<string, unknown>) };
  }

  async function expectSameForEveryViewer(matchId: string, tokens: readonly (string | null)[]): Promise<Shared[]> {
    const viewers: [number | null, string | undefined][] = [[null, undefined], ...tokens.flatMap((t, seat): [number, string][] => (t ? [[seat, t]] : []))];
    const seen: Shared[] = [];
    for (const [seat, token] of viewers) {
      const { rest, socket, replay } = await threeWays(matchId, seat, token);
      expect(socket, `socket vs REST, viewer ${String(seat)}`).toEqual(rest);
      expect(replay, `replay vs REST, viewer ${String(seat)}`).toEqual(rest);
      seen.push(rest);
    }
    return seen;
  }

  it.each([
    ['four-souls', { turnCap: 40 }],
    ['mansters', {}],
  ])('%s: a waiting match waits for seats, not for a decision (everywhere)', async (gameId, options) => {
    const { matchId } = await api(app).create({ gameId, seats: 3, options });
    const tokens = await claim(app, matchId, [0, 2], 3);
    const seen = await expectSameForEveryViewer(matchId, tokens);
    for (const s of seen) expect(s).toMatchObject({ status: 'waiting', prompt: null, waitingFor: [], legalActions: [] });
    // The table is set up (the view exists); only the free seat keeps it from starting.
    expect(seen[0]?.view).not.toBeNull();
    expect((seen[0]?.seats as { claimed: boolean }[]).map((s) => s.claimed)).toEqual([true, false, true]);
  });

  it.each([
    ['four-souls', { turnCap: 40 }],
    ['mansters', {}],
  ])('%s: a live match after some commands', async (gameId, options) => {
    const { matchId } = await api(app).create({ gameId, seats: 2, options });
    const tokens = await claim(app, matchId, [0, 1], 2);
    await playRandomly(app, matchId, tokens, 12, rngFromInt(11));
    const seen = await expectSameForEveryViewer(matchId, tokens);
    expect(seen[0]).toMatchObject({ status: 'live', seed: null, stateHash: null });
    expect((seen[0]?.waitingFor as number[]).length).toBeGreaterThan(0);
    // The seat waited for has something to do; the spectator never has legal actions.
    expect(seen[0]?.legalActions).toEqual([]);
    const waited = (seen[0]?.waitingFor as number[])[0] as number;
    expect((seen[1 + waited]?.legalActions as unknown[]).length).toBeGreaterThan(0);
    // Every seat's actions are its legal actions, in order, each in words naming no internal object id.
    expect(seen[0]?.actions).toEqual([]);
    for (const s of seen.slice(1)) {
      const actions = s.actions as { command: unknown; label: string; refs: unknown[] }[];
      expect(actions.map((a) => a.command)).toEqual(s.legalActions);
      for (const a of actions) {
        expect(a.label).toMatch(/^[A-Z]/);
        expect(a.label).not.toMatch(/\bo\d+\b/);
        expect(Array.isArray(a.refs)).toBe(true);
      }
    }
  });

  it('mansters: labels and event lines name players by the names they claimed their seats with, the same everywhere', async () => {
    const setup = { skipOpening: true, firstPlayer: 0, hands: [['spine'], ['flank']] };
    const { matchId } = await api(app).create({ gameId: 'mansters', seats: 2, setup });
    const tokens = [(await api(app).join(matchId, 0, 'Ada')).token, (await api(app).join(matchId, 1, 'Bob')).token];
    const drew = await api(app).command(matchId, 0, tokens[0] ?? null, { commandId: 'ada-draws', command: { type: 'draw', source: 'morgue' } });
    expect(drew.status, JSON.stringify(drew.body)).toBe(200);
    const seen = await expectSameForEveryViewer(matchId, tokens);
    const labels = (seen[1]?.actions as { label: string }[]).map((a) => a.label);
    expect(labels).toContain('Offer Bob a trade: give Spine, ask for 1 card of their choice');
    expect(labels.join('\n')).not.toMatch(/\bP[12]\b/);
    const step = await api(app).http().get(`/matches/${matchId}/replay?unit=action&viewer=spectator`);
    expect(step.status).toBe(200);
    const texts = (step.body.events as { text: string }[]).map((e) => e.text);
    expect(texts).toContain('Ada drew 1 card from the morgue');
    expect(texts.join('\n')).not.toMatch(/\bP[12]\b/);
  });

  it('four-souls: labels, event lines and the prompt name players by the names they claimed their seats with, the same everywhere', async () => {
    const setup = {
      characters: ['isaac', 'cain'],
      firstPlayer: 0,
      hands: [['bomb'], []],
      monsters: ['gaper', 'leaper'],
      shop: ['breakfast', 'sharp-knife'],
      decks: { loot: ['a-penny', 'two-cents', 'a-penny', 'two-cents'], monster: ['dip', 'fly', 'clotty'], treasure: ['lucky-foot', 'guppys-tail'] },
    };
    const { matchId } = await api(app).create({ gameId: 'four-souls', seats: 2, setup });
    const tokens = [(await api(app).join(matchId, 0, 'Ada')).token, (await api(app).join(matchId, 1, 'Bob')).token];
    const before = await expectSameForEveryViewer(matchId, tokens);
    expect((before[0]?.prompt as { text: string }).text).toMatch(/^Ada has priority \(Ada's turn, /);
    const bomb = (before[1]?.actions as { command: Record<string, unknown>; label: string }[]).find((a) => a.label === 'Play Bomb: deal 1 damage to Bob');
    expect(bomb, JSON.stringify(before[1]?.actions)).toBeDefined();
    const played = await api(app).command(matchId, 0, tokens[0] ?? null, { commandId: 'ada-bombs-bob', command: bomb!.command });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const after = await expectSameForEveryViewer(matchId, tokens);
    expect((after[0]?.prompt as { text: string }).text).toMatch(/^(Ada|Bob) has priority \(Ada's turn, top of the stack: Bomb\)$/);
    const step = await api(app).http().get(`/matches/${matchId}/replay?unit=action&viewer=spectator`);
    expect(step.status).toBe(200);
    const texts = (step.body.events as { text: string }[]).map((e) => e.text);
    expect(texts).toContain('Ada: Bomb goes on the stack targeting Bob');
    expect(texts.join('\n')).not.toMatch(/\bP[12]\b/);
  });

  it.each([
    ['four-souls', { turnCap: 40 }],
    ['mansters', {}],
  ])('%s: a finished match', async (gameId, options) => {
    const { matchId } = await api(app).create({ gameId, seats: 2, options });
    const tokens = (await claim(app, matchId, [0, 1], 2)) as string[];
    await playRandomly(app, matchId, tokens, 8, rngFromInt(5));
    await concede(app, matchId, 0, tokens[0] as string);
    const seen = await expectSameForEveryViewer(matchId, tokens);
    expect(seen[0]).toMatchObject({ status: 'finished', prompt: null, waitingFor: [], legalActions: [], actions: [], outcome: { winners: [1] } });
    expect(typeof seen[0]?.seed).toBe('string');
    expect(typeof seen[0]?.stateHash).toBe('string');
  });
});
