import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMatchDelta, withLegalActions, type HeldSnapshot, type MatchDelta, type MatchSnapshot } from '../../src/client';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { fixedRandomness } from '../support/fixed-randomness';
import { highCard } from '../support/test-game';
import { canonicalJson } from '../../src/engine/canonical-json';
import { choiceCommands } from '../../src/realtime/choice-commands';
import { composeActions } from '../../src/realtime/composed-choices';
import { runBots } from './support/bots';
import { claimSeats, createMatch, RecordingClient, startApp, until } from './support/harness';

/**
 * Protocol 2 (docs/protocol.md): the same match watched by protocol 1 and protocol 2 sockets of
 * the same viewers; every snapshot a protocol 2 client builds from deltas is protocol 1's, less
 * the actions of a seat the match does not wait for; a whole snapshot comes only on join and
 * resync; a client missing a delta's base asks for a resync and gets whole again.
 */
describe('protocol 2: snapshot deltas negotiated in match:join', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let app: NestExpressApplication;
  let url: string;
  const clients: { close(): void }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed deals (the bots' draws are seeded below): the matches whose wire sizes are compared are
    // the same every run.
    ({ app, url } = await startApp(db, [highCard, mansters, fourSouls], {}, fixedRandomness('protocol-v2')));
    ds = await createMigratedDataSource(db, 4);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await ds?.destroy();
    await db?.drop();
  });

  /**
   * Protocol 1's snapshot as protocol 2 shows it: actions only while the seat is waited for, a
   * command type with many variants as a choice of parts (its commands last in `legalActions`).
   */
  const asV2 = (s: MatchSnapshot): MatchSnapshot => {
    const awaited = s.viewer.kind === 'seat' && s.waitingFor.includes(s.viewer.seat);
    if (!awaited) return { ...s, actions: [], legalActions: [], choices: [] } as MatchSnapshot;
    const { actions, choices } = composeActions(s.actions);
    return { ...s, actions, choices, legalActions: [...actions.map((a) => a.command), ...choices.flatMap(choiceCommands)] } as MatchSnapshot;
  };
  /** The legal commands as a sorted list of their canonical JSON: the same set whatever their order. */
  const commandSet = (s: MatchSnapshot) => s.legalActions.map((c) => canonicalJson(c)).sort();

  for (const game of [
    { def: fourSouls, options: { turnCap: 3 } },
    { def: mansters, options: {} },
  ]) {
    it(`${game.def.id}: v1 and v2 clients of the same viewers see the same snapshots at every seq`, async () => {
      const matchId = await createMatch(url, { gameId: game.def.id, seats: 2, options: game.options });
      const tokens = await claimSeats(url, matchId, 2);
      const v2Seats = tokens.map(() => new RecordingClient(url, 2));
      const v1Seat = new RecordingClient(url, 1);
      const v1Spectator = new RecordingClient(url, 1);
      const v2Spectator = new RecordingClient(url, 2);
      clients.push(...v2Seats, v1Seat, v1Spectator, v2Spectator);
      const v1Seen = new Map<string, MatchSnapshot>();
      const v2Seen = new Map<string, MatchSnapshot>();
      const record = (into: Map<string, MatchSnapshot>, who: string) => (e: { update: { seq: number; snapshot: MatchSnapshot } }) =>
        into.set(`${who} ${e.update.seq}`, e.update.snapshot);
      v1Seat.onUpdate(record(v1Seen, 'seat0'));
      v1Spectator.onUpdate(record(v1Seen, 'spectator'));
      v2Seats[0]!.onUpdate(record(v2Seen, 'seat0'));
      v2Spectator.onUpdate(record(v2Seen, 'spectator'));
      expect((await v2Seats[0]!.join(matchId, { token: tokens[0] })).protocolVersion).toBe(2);
      await v2Seats[1]!.join(matchId, { token: tokens[1] });
      expect((await v1Seat.join(matchId, { token: tokens[0] })).protocolVersion).toBe(1);
      await v1Spectator.join(matchId);
      await v2Spectator.join(matchId);

      await runBots({ def: game.def, ds, matchId, bots: v2Seats.map((client, seat) => ({ seat, client, policy: 'random' })), timeoutMs: 120_000, seed: 5 });
      const finalSeq = v2Seats[0]!.mirror(matchId)!.seq;
      const everyone = [...v2Seats, v1Seat, v1Spectator, v2Spectator];
      await until(() => everyone.every((c) => c.mirror(matchId)?.seq === finalSeq), 'every client at the final seq');

      // Same seqs seen, and at each the same snapshot (less the actions of a seat not waited for).
      expect([...v2Seen.keys()].sort()).toEqual([...v1Seen.keys()].sort());
      for (const [key, v1] of v1Seen) {
        expect(v2Seen.get(key), key).toEqual(asV2(v1));
        if (asV2(v1).legalActions.length > 0) expect(commandSet(v2Seen.get(key)!), key).toEqual(commandSet(v1));
      }
      expect(v2Seats[0]!.mirror(matchId)!.snapshot).toEqual(asV2(v1Seat.mirror(matchId)!.snapshot!));
      expect(v2Seats[0]!.mirror(matchId)!.events).toEqual(v1Seat.mirror(matchId)!.events);

      // Whole snapshots only on join; every other message a delta on the one before; no protocol 1 messages.
      for (const c of [...v2Seats, v2Spectator]) {
        const deltas = c.deltas().filter((d) => d.matchId === matchId);
        expect(c.updates()).toHaveLength(0);
        expect(deltas[0]!.snapshot).not.toBeNull();
        expect(deltas[0]!.reason).toBe('join');
        for (const [i, d] of deltas.slice(1).entries()) {
          expect(d.snapshot).toBeNull();
          expect(d.base?.seq).toBe(deltas[i]!.seq);
          expect(d.base?.digest).toBe(deltas[i]!.digest);
        }
      }
      // Fewer bytes on the wire than protocol 1 for the same viewer.
      const bytes = (xs: readonly unknown[]) => xs.reduce<number>((n, x) => n + JSON.stringify(x).length, 0);
      expect(bytes(v2Spectator.deltas())).toBeLessThan(bytes(v1Spectator.updates()) / 2);
    });
  }

  it('a client that lacks the base of a delta asks for a resync and gets the whole snapshot', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 4 } });
    const tokens = await claimSeats(url, matchId, 2);
    const seats = tokens.map(() => new RecordingClient(url, 2));
    clients.push(...seats);
    await Promise.all(seats.map((c, seat) => c.join(matchId, { token: tokens[seat] })));

    // A bare socket speaking protocol 2 with the shared helper; it loses the first delta after its join.
    const socket: Socket = io(url, { transports: ['websocket'], forceNew: true });
    clients.push({ close: () => socket.close() });
    const got: MatchDelta[] = [];
    const resyncs: number[] = [];
    let held: HeldSnapshot | null = null;
    let dropped = false;
    socket.on('match:delta', (message: MatchDelta) => {
      got.push(message);
      if (message.reason === 'append' && !dropped) {
        dropped = true;
        return;
      }
      const next = applyMatchDelta(held, message);
      if (next === 'resync') {
        resyncs.push(message.seq);
        socket.emit('match:resync', { matchId, lastSeq: held?.seq ?? 0 }, () => undefined);
        return;
      }
      held = next;
    });
    await new Promise((resolve) => socket.emit('match:join', { matchId, protocol: 2 }, resolve));
    await runBots({ def: highCard, ds, matchId, bots: seats.map((client, seat) => ({ seat, client, policy: 'random' })), timeoutMs: 60_000, seed: 9 });
    const finalSeq = seats[0]!.mirror(matchId)!.seq;
    await until(() => (held as HeldSnapshot | null)?.seq === finalSeq, 'the bare socket holds the final snapshot');

    // The first delta after the lost one asks; deltas that arrive while that resync is on its way
    // lack their base too and may ask again (the server keeps the newest): none asks once the
    // whole snapshot is held.
    const lost = got.find((m) => m.reason === 'append')!;
    expect(resyncs[0]).toBe(got[got.indexOf(lost) + 1]!.seq);
    const resynced = got.find((m) => m.reason === 'resync');
    expect(resynced?.snapshot).not.toBeNull();
    expect(resynced?.delta).toBeNull();
    expect(resyncs.every((seq) => seq <= resynced!.seq)).toBe(true);
    const spectatorView = withLegalActions((held as unknown as HeldSnapshot).snapshot);
    expect(spectatorView.viewer).toEqual({ kind: 'spectator' });
    expect(spectatorView.status).toBe('finished');
  });
});
