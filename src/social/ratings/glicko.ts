// The package has no types of its own; every program that compiles this file (the server, the CLI, the benches) needs these.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./glicko2.d.ts" />
import { Glicko2 } from 'glicko2';

/** A Glicko-2 rating on the Glicko scale. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/** A new player: 1500, RD 350 and volatility 0.06, as the Glicko-2 paper suggests for an unrated player. */
export const INITIAL_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };

/** The system constant τ (how fast volatility changes); the paper's example uses 0.5. */
export const TAU = 0.5;

/** A rating is provisional while its deviation is this high or higher. */
export const PROVISIONAL_RD = 110;

export function isProvisional(rating: Rating): boolean {
  return rating.rd >= PROVISIONAL_RD;
}

/** One player's results in a rating period: against each opponent's rating before the period, a score 1, 0.5 or 0. */
export interface PeriodResult {
  readonly opponent: Rating;
  readonly score: 0 | 0.5 | 1;
}

/** The player's rating after one rating period with these results (Glicko-2, step by step in the `glicko2` package). */
export function ratePeriod(player: Rating, results: readonly PeriodResult[]): Rating {
  if (results.length === 0) return player;
  const system = new Glicko2({ tau: TAU, rating: INITIAL_RATING.rating, rd: INITIAL_RATING.rd, vol: INITIAL_RATING.volatility });
  const me = system.makePlayer(player.rating, player.rd, player.volatility);
  system.updateRatings(
    results.map((r): [ReturnType<typeof system.makePlayer>, ReturnType<typeof system.makePlayer>, number] => [
      me,
      system.makePlayer(r.opponent.rating, r.opponent.rd, r.opponent.volatility),
      r.score,
    ]),
  );
  return { rating: me.getRating(), rd: me.getRd(), volatility: me.getVol() };
}

/**
 * New ratings after one match, the match being its own rating period: each rated participant
 * played every other one, scoring 1 against a non-winner when it won, 0 against a winner when it
 * did not, and 0.5 against a participant with the same result (two winners, or two who did not
 * win). Everybody is rated against the others' ratings from before the match.
 */
export function rateMatch<K>(before: ReadonlyMap<K, Rating>, winners: ReadonlySet<K>): Map<K, Rating> {
  const after = new Map<K, Rating>();
  for (const [player, rating] of before) {
    const results: PeriodResult[] = [];
    for (const [opponent, theirs] of before) {
      if (opponent === player) continue;
      const won = winners.has(player);
      const theyWon = winners.has(opponent);
      results.push({ opponent: theirs, score: won === theyWon ? 0.5 : won ? 1 : 0 });
    }
    after.set(player, ratePeriod(rating, results));
  }
  return after;
}
