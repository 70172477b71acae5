/**
 * The load the crash tests put on a server: several high-card matches, each with two seats played
 * over REST and one over socket.io, plus a bot-only match, and an outage in the middle. Then the
 * checks: every acknowledged command is in the log once, no command applied twice, every match's
 * state (as the server serves it) is the fold of its events, every hash chain verifies.
 */
import type { DataSource } from 'typeorm';
import { expect } from 'vitest';
import { GameClient } from '../../src/client';
import { seatViewer } from '../../src/engine/types';
import { EventStore } from '../../src/event-store/event-store.service';
import { stateHash } from '../../src/match-domain';
import { highCard } from '../support/test-game';
import { newLog, playRest, playSocket, type PlayerLog } from './players';
import { checkAcknowledged, checkStream, claimSeats, createMatch, envInt, httpCall, httpOk, sleep, until, wire, type Acknowledged } from './support';
import { STORED_EVENTS_OF } from '../support/event-log';

const MATCHES = envInt('RELIABILITY_CRASH_MATCHES', 4);
/** How long the service stays away (ms), so that every player runs into the outage. */
const OUTAGE_MS = envInt('RELIABILITY_OUTAGE_MS', 1000);
const ROUNDS = envInt('RELIABILITY_CRASH_ROUNDS', 12);
const SEATS = 3;

/** Takes the service away (SIGKILL of the server, or PostgreSQL stopped) and brings it back. */
export interface Outage {
  down(): Promise<void>;
  /** Resolves once the server answers /health with 200 again. */
  up(): Promise<void>;
}

interface Match {
  readonly matchId: string;
  readonly tokens: string[];
}

export interface Played {
  readonly log: PlayerLog;
  readonly matches: readonly Match[];
  readonly botMatch: string;
  readonly probe: { readonly matchId: string; readonly token: string; readonly failedStatus: number; readonly ack: Acknowledged };
}

/**
 * Plays MATCHES matches through `base()` and runs the outage once a quarter of the commands are
 * acknowledged. While the service is away a probe command is sent (it must get no answer or a
 * 5xx); once it is back the probe is sent again with the same id and must be applied once.
 */
export async function playThroughOutage(base: () => string, outage: Outage): Promise<Played> {
  const matches: Match[] = [];
  for (let i = 0; i < MATCHES; i += 1) {
    const matchId = await createMatch(base(), { gameId: 'high-card', seats: SEATS, options: { rounds: ROUNDS } });
    matches.push({ matchId, tokens: await claimSeats(base(), matchId, SEATS) });
  }
  const probeMatch = await createMatch(base(), { gameId: 'high-card', seats: 2, options: { rounds: 2 } });
  const [probeToken] = await claimSeats(base(), probeMatch, 2);
  const probeView = await httpOk(base(), 'GET', `/matches/${probeMatch}/view`, { token: probeToken });
  const probeBody = { commandId: 'probe-1', command: (probeView.legalActions as object[])[0] };
  const sendProbe = () => httpCall(base(), 'POST', `/matches/${probeMatch}/seats/0/commands`, { json: probeBody, token: probeToken, timeoutMs: 3000 });

  const log = newLog();
  let stopped = false;
  const stop = () => stopped;
  const clients: GameClient[] = [];
  const players: Promise<void>[] = [];
  try {
    for (const [i, m] of matches.entries()) {
      for (const seat of [0, 1])
        players.push(playRest({ base, matchId: m.matchId, seat, token: m.tokens[seat] as string, idPrefix: `m${i}s${seat}` }, log, stop));
      const client = new GameClient(base(), { ackTimeoutMs: 3000, socket: { reconnectionDelay: 100, reconnectionDelayMax: 300 } });
      clients.push(client);
      await client.join(m.matchId, { token: m.tokens[2] });
      players.push(playSocket({ client, matchId: m.matchId, seat: 2, idPrefix: `m${i}s2` }, log, stop));
    }
    await until(() => log.acks.length >= (MATCHES * ROUNDS * SEATS) / 4, 'a quarter of the commands acknowledged', 60_000);
    // Played by the server's bots alone; created now so that it is surely unfinished when the
    // outage comes (40 bot moves, each after BOT_DELAY_MS), and already moving.
    const botMatch = await createMatch(base(), { gameId: 'high-card', seats: 2, options: { rounds: 20 }, bots: ['random', 'random'] });
    const botSeq = (await httpOk(base(), 'GET', `/matches/${botMatch}`)).seq as number;
    await until(async () => ((await httpOk(base(), 'GET', `/matches/${botMatch}`)).seq as number) > botSeq, 'a first bot move', 10_000);
    await outage.down();
    const failed = await sendProbe();
    await sleep(OUTAGE_MS);
    await outage.up();

    // The probe failed without being applied; the same id again is a clean application.
    let last: unknown = null;
    const retried = await until(
      async () => {
        const res = await sendProbe();
        last = res;
        return res.status === 200 ? res : null;
      },
      'the probe command accepted after the outage',
      20_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; last answer ${JSON.stringify(last)}`);
    });
    const probeAck: Acknowledged = {
      matchId: probeMatch,
      seat: 0,
      commandId: 'probe-1',
      firstSeq: retried.body.firstSeq as number,
      lastSeq: retried.body.lastSeq as number,
    };
    const finished = () => matches.every((m) => clients.some((c) => c.mirror(m.matchId)?.snapshot?.status === 'finished'));
    await until(() => finished() || log.unexpected.length > 0, 'every match finished after the outage', 90_000);
    return { log, matches, botMatch, probe: { matchId: probeMatch, token: probeToken as string, failedStatus: failed.status, ack: probeAck } };
  } finally {
    stopped = true;
    await Promise.allSettled(players);
    for (const c of clients) c.close();
  }
}

/** The checks after the outage, on the stored log (`ds`) and on what the server (`base`) serves. */
export async function verifyAfterOutage(ds: DataSource, base: string, played: Played): Promise<void> {
  const { log, matches, probe } = played;
  // For the log: how much of the outage the players felt (the probe makes sure at least one retry).
  console.info(
    `outage: ${log.acks.length} commands acknowledged, ${log.failures} failed requests sent again, ${log.retried.length} commands accepted only on a retry`,
  );
  expect(log.unexpected, 'answers no player should get').toEqual([]);
  // While away the service gave no answer or a 5xx: never an acceptance, never a 4xx.
  expect(probe.failedStatus === 0 || probe.failedStatus >= 500, `probe status during the outage: ${probe.failedStatus}`).toBe(true);
  const store = new EventStore(ds);

  for (const { matchId, tokens } of [...matches, { matchId: probe.matchId, tokens: [] }]) {
    const { events, state } = await checkStream(ds, highCard, matchId);
    checkAcknowledged(
      await store.commands(matchId),
      events,
      [...log.acks, probe.ack].filter((a) => a.matchId === matchId),
    );
    // What the server serves is the fold of the log: summary, final state hash, every seat's view.
    const summary = await httpOk(base, 'GET', `/matches/${matchId}`);
    expect(summary.seq).toBe(events.length);
    if (matchId !== probe.matchId) expect(summary).toMatchObject({ status: 'finished', stateHash: stateHash(state) });
    for (const [seat, token] of tokens.entries()) {
      const view = await httpOk(base, 'GET', `/matches/${matchId}/view`, { token });
      expect(view.view).toEqual(wire(highCard.view(state.match.game as never, seatViewer(seat))));
    }
  }

  // An acknowledged command sent again (as after a lost answer) gets its first outcome; nothing is appended.
  // Counted over the played matches only: the bot-only match may still be moving.
  const count = async () => {
    const rows = (await ds.query(STORED_EVENTS_OF, [matches.map((m) => m.matchId)])) as {
      n: number;
    }[];
    return rows[0]?.n ?? 0;
  };
  const before = await count();
  for (const ack of log.acks.filter((_, i) => i % 10 === 0)) {
    const m = matches.find((x) => x.matchId === ack.matchId) as Match;
    const first = (await store.commands(ack.matchId)).find((e) => e.commandId === ack.commandId && e.actor === `seat:${ack.seat}`);
    const again = await httpCall(base, 'POST', `/matches/${ack.matchId}/seats/${ack.seat}/commands`, {
      json: { commandId: ack.commandId, command: first?.payload },
      token: m.tokens[ack.seat],
    });
    expect(again.body, `${again.status} ${again.error ?? ''}`).toMatchObject({
      status: 'accepted',
      commandId: ack.commandId,
      firstSeq: ack.firstSeq,
      lastSeq: ack.lastSeq,
    });
  }
  expect(await count()).toBe(before);
}
