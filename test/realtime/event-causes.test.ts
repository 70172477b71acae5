import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourSouls } from '../../src/games/four-souls';
import type { ClientEvent, MatchSnapshot } from '../../src/realtime/protocol';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { claimSeats, createMatch, RecordingClient, startApp, until } from './support/harness';

type Obj = { id: string; card: string };
const types = (s: MatchSnapshot) => (s.legalActions as { type: string }[]).map((c) => c.type);
const typeOf = (e: ClientEvent) => (e.event as { type: string }).type;

/**
 * Every event a table client receives carries its cause (docs/protocol.md): the rule ids and the
 * card whose ability acted, the same the dispute review derives, redacted like the event.
 * Scenarios are fixed (hands, monsters, covered cards), so the events are too.
 */
describe('event causes on the socket', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];
  const client = (protocol: 1 | 2 = 1) => {
    const c = new RecordingClient(url, protocol);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed seeds: the scenarios fix the cards, these the dice and shuffles, so every run plays the same events.
    ({ app, url } = await startApp(db, [fourSouls], {}, fixedRandomness('event-causes')));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
  });

  /** A two-seat match from `setup`, both seats joined with the default stop (P2 over protocol 2), P1 at its action phase. */
  async function table(setup: Record<string, unknown>) {
    const matchId = await createMatch(url, { gameId: 'four-souls', seats: 2, setup: { firstPlayer: 0, characters: ['cain', 'maggy'], ...setup } });
    const tokens = await claimSeats(url, matchId, 2);
    const [p1, p2, spectator] = [client(), client(2), client()];
    await p2.join(matchId, { token: tokens[1], autoPass: true, autoPassStop: { mode: 'smart' } });
    await p1.join(matchId, { token: tokens[0], autoPass: true, autoPassStop: { mode: 'smart' } });
    await spectator.join(matchId);
    const open = await until(() => {
      const s = p1.mirror(matchId)?.snapshot;
      return s && s.waitingFor.includes(0) && !s.autoPassPending && types(s).includes('declare-attack') && s;
    }, 'P1 in its action phase');
    return { matchId, p1, p2, spectator, token: tokens[0]!, tokens, open };
  }

  /** A replay step as `viewer` (a seat's needs its token while the match is live). */
  async function replayStep(matchId: string, query: string, viewer: string, token?: string) {
    const res = await fetch(`${url}/matches/${matchId}/replay?${query}&viewer=${viewer}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.status, viewer).toBe(200);
    return (await res.json()) as { lastStep: number; events: ClientEvent[] };
  }

  /** Every event of the match up to `seq` as `viewer` replays it, one action step at a time. */
  async function replayed(matchId: string, seq: number, viewer: string, token?: string): Promise<ClientEvent[]> {
    const { lastStep } = await replayStep(matchId, 'unit=action&step=0', viewer, token);
    const events: ClientEvent[] = [];
    for (let step = 1; step <= lastStep; step += 1) events.push(...(await replayStep(matchId, `unit=action&step=${step}`, viewer, token)).events);
    return events.filter((e) => e.seq <= seq);
  }

  /**
   * Each viewer's replay gives every event the very cause its live socket received (the seat's
   * replay with its token, the spectator's without), and an event step inside a command as well.
   */
  async function expectReplayCausesLive(matchId: string, viewers: readonly { client: RecordingClient; viewer: string; token?: string }[], inside: number) {
    for (const { client: live, viewer, token } of viewers) {
      const received = live.mirror(matchId)!.events;
      const seq = received.at(-1)!.seq;
      // The replay of a live match may answer from a moment before the socket's last update: asked
      // again until it reaches that seq.
      const replay = await until(async () => {
        const r = await replayed(matchId, seq, viewer, token);
        return r.at(-1)?.seq === seq && r;
      }, `${viewer}'s replay to reach seq ${seq}`);
      expect(
        replay.map((e) => e.seq),
        viewer,
      ).toEqual(received.map((e) => e.seq));
      expect(
        replay.map((e) => ({ seq: e.seq, cause: e.cause })),
        viewer,
      ).toEqual(received.map((e) => ({ seq: e.seq, cause: e.cause })));
      const [one] = (await replayStep(matchId, `unit=event&step=${inside}`, viewer, token)).events;
      expect(one?.cause, `${viewer} at event ${inside}`).toEqual(received.find((e) => e.seq === inside)!.cause);
    }
  }

  it("a Trapdoor Spider's ambush makes P1 discard: every viewer's event of that discard names the Spider, live and when read back", async () => {
    const { matchId, p1, p2, spectator, token, tokens, open } = await table({
      hands: [['reapers-note', 'a-penny'], []],
      // The loot P1 draws at its turn's start answers nothing, so its default stop does not halt on
      // the Spider's trigger (a drawn cancel would, rightly).
      decks: { loot: ['a-penny', 'a-penny', 'a-penny', 'a-penny'] },
      monsters: ['leaper'],
      covered: { monster: [['trapdoor-spider']] },
    });
    const view = open.view as unknown as { slots: { monster: Obj[][] }; players: { seat: number; hand: Obj[] }[] };
    const leaper = view.slots.monster.flat().find((o) => o.card === 'leaper')!;
    const note = view.players[0]!.hand.find((c) => c.card === 'reapers-note')!;
    const penny = view.players[0]!.hand.find((c) => c.card === 'a-penny')!;
    await p1.command(matchId, { type: 'play-loot', card: note.id, targets: [{ id: leaper.id }], mode: null });
    await until(() => {
      const s = p1.mirror(matchId)!.snapshot!;
      return s.waitingFor.includes(0) && types(s).includes('choose');
    }, "the Spider's discard choice");
    await p1.command(matchId, { type: 'choose', option: penny.id });

    const discardOf = (events: readonly ClientEvent[]) =>
      events.find((e) => {
        const m = e.event as { type: string; to?: { z: string }; obj?: Obj };
        return e.seq > open.seq && m.type === 'moved' && m.to?.z === 'discard' && m.obj?.card === 'a-penny';
      });
    let discardSeq = 0;
    for (const c of [p1, p2, spectator]) {
      const discard = await until(() => discardOf(c.mirror(matchId)!.events), 'the discard reaches every viewer');
      expect(discard.cause?.card).toEqual({ card: 'trapdoor-spider', ability: expect.any(String) as string });
      expect(discard.cause?.by).toEqual({ seat: 0, actedBy: 'seat' });
      expect(discard.text).not.toContain('Trapdoor Spider');
      discardSeq = discard.seq;
    }
    // Reaper's Note's own kill names the Note; every event has a cause with rule ids.
    const p1Events = p1.mirror(matchId)!.events;
    expect(p1Events.some((e) => e.cause?.card?.card === 'reapers-note')).toBe(true);
    expect(p1Events.every((e) => e.cause !== null)).toBe(true);
    expect(p1Events.filter((e) => typeOf(e) !== 'seat.claimed').every((e) => e.cause!.rules.length > 0)).toBe(true);

    // A late socket of P1 reads the same events back from the store: the same causes.
    const late = client();
    await late.join(matchId, { token });
    // The match may still move (a stop passing for a seat): wait until both sockets hold the same head.
    const seq = p1.mirror(matchId)!.seq;
    await until(() => {
      const at = late.mirror(matchId)?.seq ?? -1;
      return at >= seq && at === p1.mirror(matchId)!.seq;
    }, 'the late socket at the head');
    expect(late.mirror(matchId)!.events.map((e) => e.cause)).toEqual(
      p1
        .mirror(matchId)!
        .events.slice(0, late.mirror(matchId)!.events.length)
        .map((e) => e.cause),
    );

    // The replay of every viewer says the same, the Spider's discard (an event inside P1's choice) included.
    const discardChoice = await replayStep(matchId, `seq=${discardSeq}`, 'seat:0', token);
    expect(discardChoice.events.length).toBeGreaterThan(1); // the discard is one event of the choice's batch
    await expectReplayCausesLive(
      matchId,
      [
        { client: p1, viewer: 'seat:0', token },
        { client: p2, viewer: 'seat:1', token: tokens[1] },
        { client: spectator, viewer: 'spectator' },
      ],
      discardSeq,
    );
    const [discard] = (await replayStep(matchId, `unit=event&step=${discardSeq}`, 'spectator')).events;
    expect(discard!.cause?.card?.card).toBe('trapdoor-spider');
  });

  it("A Sack's draws: P1 sees which card drew for it, P2 and spectators, who do not see the cards, get no card in the cause", async () => {
    const { matchId, p1, p2, spectator, tokens, open } = await table({ hands: [['a-sack'], []] });
    const view = open.view as unknown as { players: { seat: number; hand: Obj[] }[] };
    const sack = view.players[0]!.hand.find((c) => c.card === 'a-sack')!;
    await p1.command(matchId, { type: 'play-loot', card: sack.id, targets: [], mode: null });
    const drawsOf = (c: RecordingClient) =>
      c.mirror(matchId)!.events.filter((e) => {
        const m = e.event as { type: string; from?: { z: string }; to?: { z: string; seat?: number } };
        return e.seq > open.seq && m.type === 'moved' && m.from?.z === 'deck' && m.to?.z === 'hand' && m.to.seat === 0;
      });
    const mine = await until(() => drawsOf(p1).length >= 2 && drawsOf(p1), "P1's two draws");
    for (const e of mine) expect(e.cause?.card).toEqual({ card: 'a-sack', ability: 'effect' });
    const drawn = mine.map((e) => (e.event as unknown as { obj: Obj }).obj.card);
    for (const c of [p2, spectator]) {
      const theirs = await until(() => drawsOf(c).length >= 2 && drawsOf(c), 'the draws reach the others');
      expect(theirs.map((e) => e.seq)).toEqual(mine.map((e) => e.seq));
      for (const e of theirs) {
        // The redacted draw names no card, and neither does its cause: not the drawn card, not the Sack.
        expect(e.event).toEqual({ type: 'moved', from: expect.anything() as unknown, to: { z: 'hand', seat: 0 }, count: 1 });
        expect(e.cause?.card).toBeNull();
        for (const card of drawn) expect(JSON.stringify(e.cause)).not.toContain(card);
        expect(e.cause?.rules).toEqual(mine.find((m) => m.seq === e.seq)!.cause!.rules);
      }
    }

    // Replayed, each viewer gets its live causes: the Sack named to P1 only, the drawn cards to nobody else.
    await expectReplayCausesLive(
      matchId,
      [
        { client: p1, viewer: 'seat:0', token: tokens[0] },
        { client: p2, viewer: 'seat:1', token: tokens[1] },
        { client: spectator, viewer: 'spectator' },
      ],
      mine[1]!.seq,
    );
    for (const [viewer, token] of [
      ['seat:1', tokens[1]],
      ['spectator', undefined],
    ] as const) {
      for (const draw of mine) {
        const [e] = (await replayStep(matchId, `unit=event&step=${draw.seq}`, viewer, token)).events;
        expect(e!.cause?.card, viewer).toBeNull();
        for (const card of [...drawn, 'a-sack']) expect(JSON.stringify(e!.cause), viewer).not.toContain(card);
      }
    }
    const [mineReplayed] = (await replayStep(matchId, `unit=event&step=${mine[0]!.seq}`, 'seat:0', tokens[0])).events;
    expect(mineReplayed!.cause?.card).toEqual({ card: 'a-sack', ability: 'effect' });
  });
});
