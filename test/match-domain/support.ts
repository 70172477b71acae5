import type { NestExpressApplication } from '@nestjs/platform-express';
import { expect } from 'vitest';
import type { Rng } from '../../src/engine/random';
import { api } from '../support/app';

type Command = { readonly type: string } & Record<string, unknown>;

interface ViewBody {
  readonly status: string;
  readonly seq: number;
  readonly waitingFor: readonly number[];
  readonly legalActions: readonly Command[];
}

/**
 * Plays up to `commands` accepted commands through REST: each time a seat the match waits for
 * sends a random legal action other than conceding (which would end the match early). On the way
 * it also sends a command decided on an old seq (STALE_SEQ) and a waited-for seat's action as
 * another seat, so that refusals are recorded too. Returns when the match is no longer live.
 */
export async function playRandomly(
  app: NestExpressApplication,
  matchId: string,
  tokens: readonly (string | null)[],
  commands: number,
  rng: Rng,
): Promise<void> {
  const client = api(app);
  let staleSent = false;
  let wrongSeatSent = false;
  for (let n = 0; n < commands; n += 1) {
    const seat = await waitedSeat(app, matchId, tokens);
    if (seat === null) return;
    const token = tokens[seat] ?? null;
    const view = (await client.view(matchId, token ?? undefined)).body as ViewBody;
    if (view.status !== 'live') return;
    const legal = view.legalActions.filter((c) => c.type !== 'concede');
    if (legal.length === 0) return;
    const command = rng.pick(legal);
    if (!staleSent && view.seq > 1) {
      staleSent = true;
      const stale = await client.command(matchId, seat, token, { commandId: `stale-${n}`, command, expectedSeq: view.seq - 1 });
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    }
    const other = tokens.findIndex((t, s) => s !== seat && t !== null);
    if (!wrongSeatSent && other >= 0 && !view.waitingFor.includes(other)) {
      wrongSeatSent = true;
      // Another seat's move sent by a seat the rules are not waiting for: refused (422) or, in a
      // game where that command happens to be legal for it, accepted; recorded either way.
      const res = await client.command(matchId, other, tokens[other] ?? null, { commandId: `other-${n}`, command, expectedSeq: view.seq });
      expect([200, 409, 422], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 200) continue;
    }
    const res = await client.command(matchId, seat, token, { commandId: `c-${n}`, command, expectedSeq: view.seq });
    // A bot may have moved since the view was read: the refusal is recorded, decide again.
    if (res.status === 409 && (res.body as { code?: string }).code === 'STALE_SEQ') continue;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** A claimed human seat the match waits for, or null when it waits for none of them (or is over). */
async function waitedSeat(app: NestExpressApplication, matchId: string, tokens: readonly (string | null)[]): Promise<number | null> {
  // Bots answer asynchronously: give them a moment to move before deciding that no human is waited for.
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const summary = (await api(app).http().get(`/matches/${matchId}`)).body as ViewBody;
    if (summary.status !== 'live') return null;
    const seat = summary.waitingFor.find((s) => tokens[s] !== null && tokens[s] !== undefined);
    if (seat !== undefined) return seat;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/** Claims the listed seats through REST; the others stay free (null token). */
export async function claim(app: NestExpressApplication, matchId: string, seats: readonly number[], count: number): Promise<(string | null)[]> {
  const tokens: (string | null)[] = Array.from({ length: count }, () => null);
  for (const seat of seats) tokens[seat] = (await api(app).join(matchId, seat)).token;
  return tokens;
}

export async function concede(app: NestExpressApplication, matchId: string, seat: number, token: string): Promise<void> {
  const res = await api(app).command(matchId, seat, token, { commandId: `concede-${seat}`, command: { type: 'concede' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
