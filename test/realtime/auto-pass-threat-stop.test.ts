import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls } from '../../src/games/four-souls';
import type { MatchSnapshot } from '../../src/realtime/protocol';
import { api } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { claimSeats, createMatch, RecordingClient, sleep, startApp, until } from './support/harness';

type StackTop = { kind: string; targets: { seat?: number; id?: string }[] } | undefined;
const stackTop = (s: MatchSnapshot): StackTop => (s.view as unknown as { stack: StackTop[] }).stack.at(-1);
const types = (s: MatchSnapshot) => (s.legalActions as { type: string }[]).map((c) => c.type);

/**
 * R-MATCH-3, the default stop ("stop only when I could change something", `smart`): a player
 * (Cain: no item that changes a roll) attacks a Leaper (evasion 4, attack 1) and rolls a 1 (scripted), so the monster's combat damage
 * goes on the stack aimed at them. Both seats ask for the default auto-pass; P2 holds nothing.
 */
describe('the default stop halts before damage the seat could answer', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [fourSouls], {}, fixedRandomness('auto-pass-threat-stop')));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
  });

  /** Creates the match, joins both seats with the default stop, and declares P1's attack on the Leaper. */
  async function attackTheLeaper(hand: readonly string[]): Promise<{ matchId: string; p1: RecordingClient; p2: RecordingClient }> {
    // The loot P1 draws at its turn's start answers nothing (a drawn heal would rightly stop it).
    const loot = ['a-penny', 'a-penny', 'a-penny', 'a-penny'];
    const setup = { firstPlayer: 0, characters: ['cain', 'maggy'], hands: [hand, []], decks: { loot }, monsters: ['leaper', 'gaper'], dice: [1] };
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup });
    const tokens = await claimSeats(url, matchId, 2);
    const [p1, p2] = [new RecordingClient(url), new RecordingClient(url)];
    clients.push(p1, p2);
    await p2.join(matchId, { token: tokens[1], autoPass: true, autoPassStop: { mode: 'smart' } });
    await p1.join(matchId, { token: tokens[0], autoPass: true, autoPassStop: { mode: 'smart' } });
    // The start of the turn is passed for P1; its action phase (attack, buy, end the turn) stops.
    const open = await until(() => {
      const s = p1.mirror(matchId)?.snapshot;
      return s && s.waitingFor.includes(0) && types(s).includes('declare-attack') && s;
    }, 'P1 in its action phase');
    expect(open.autoPassPending).toBe(false);
    const leaper = (open.view as unknown as { slots: { monster: { id: string; card: string }[][] } }).slots.monster.flat().find((o) => o.card === 'leaper')!;
    await p1.command(matchId, { type: 'declare-attack', monster: leaper.id });
    return { matchId, p1, p2 };
  }

  it('lethal-looking damage aimed at P1 who holds A Heart and Bandage: asked at the missing roll and at the damage, over the socket and REST', async () => {
    const { matchId, p1, p2 } = await attackTheLeaper(['a-heart', 'bandage']);
    // The attack roll of 1 would miss: P1 is asked (it could heal first).
    const atRoll = await until(() => {
      const s = p1.mirror(matchId)!.snapshot!;
      return s.waitingFor.includes(0) && stackTop(s)?.kind === 'roll' && s;
    }, 'the stop at the roll');
    expect(atRoll.autoPassPending).toBe(false);
    await p1.command(matchId, { type: 'pass' });
    const atDamage = await until(() => {
      const s = p1.mirror(matchId)!.snapshot!;
      return s.waitingFor.includes(0) && stackTop(s)?.kind === 'damage' && s;
    }, 'the stop at the damage');
    expect(stackTop(atDamage)?.targets).toEqual([{ seat: 0 }]);
    expect(atDamage.autoPassPending).toBe(false);
    expect(types(atDamage)).toContain('play-loot');
    // The server leaves the decision to P1: nothing is appended for it.
    const seq = atDamage.seq;
    await sleep(300);
    expect(p1.mirror(matchId)!.seq).toBe(seq);
    const summary = await api(app).http().get(`/matches/${matchId}`);
    expect(summary.body).toMatchObject({ seq, waitingFor: [0] });
    // P2, not threatened and holding nothing, was passed for, and each update that awaited it said so.
    const p2Awaited = p2.updates().filter((u) => u.snapshot.waitingFor.includes(1));
    expect(p2Awaited.length).toBeGreaterThan(0);
    expect(p2Awaited.every((u) => u.snapshot.autoPassPending)).toBe(true);
    // P1's updates never said "pending" where P1 then had to act itself.
    const p1Pending = p1.updates().filter((u) => u.snapshot.autoPassPending);
    expect(p1Pending.every((u) => u.snapshot.waitingFor.includes(0))).toBe(true);
  });

  it('the same damage with nothing to answer it (a penny only) is passed for P1, and the events say it was its auto-pass', async () => {
    const { matchId, p1 } = await attackTheLeaper(['a-penny']);
    await until(() => p1.mirror(matchId)!.events.some((e) => (e.event as { type: string }).type === 'damaged'), 'the damage resolved');
    const events = p1.mirror(matchId)!.events;
    const damaged = events.find((e) => (e.event as { type: string }).type === 'damaged')!;
    expect(damaged.event).toMatchObject({ target: { seat: 0 }, amount: 1 });
    const p1Passes = events.filter((e) => (e.event as { type: string }).type === 'priority-passed' && (e.event as unknown as { seat: number }).seat === 0);
    expect(p1Passes.some((e) => e.actor.kind === 'system' && e.actor.reason === 'auto-pass')).toBe(true);
    expect(p1Passes.filter((e) => e.actor.kind === 'system').every((e) => e.text.includes('auto-pass'))).toBe(true);
  });
});
