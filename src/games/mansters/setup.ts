import { isRejection, reject, type Rejection, type Rng, type SetupInput } from '../../engine';
import { cardDef } from './cards/catalog';
import { standardDeck } from './cards/composition';
import { builder, emit, fresh, freshOne, type Builder } from './decide/builder';
import { must } from './must';
import { startTurn } from './decide/flow';
import { drawBatch, fillGraveyard } from './decide/zones';
import type { MEvent } from './events';
import type { MOptions } from './options';
import { rulesNumberOf, UNNUMBERED_RULES } from './rules-version';
import { parseScenario, type Scenario } from './scenario';
import { clockwiseFrom, initialState, type Stack } from './state';

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

/** RULING M-END-3: a round limit (match option) in turns; none by default (M-END-2: play until one is left). */
export const turnLimitOf = (seatCount: number, options: MOptions): number | null => (options.roundLimit === undefined ? null : options.roundLimit * seatCount);

/** RULING (M-SETUP-3): after this many tied rounds the first player is picked at random among the tied. */
export const MAX_TIE_ROUNDS = 10;

/**
 * The opening events (M-SETUP-1..6): shuffled decks, the first-player draws, the graveyard, the
 * starting hands, then the first opening prompt. Every random outcome is in the events.
 */
export function setup(input: SetupInput<MOptions>, rng: Rng): MEvent[] | Rejection {
  const { seatCount } = input;
  if (!Number.isInteger(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS) {
    return reject('BAD_SEAT_COUNT', 'M-SETUP-1', `Mansters needs ${MIN_SEATS} to ${MAX_SEATS} players`);
  }
  const parsed = input.scenario === null || input.scenario === undefined ? null : parseScenario(input.scenario, seatCount);
  if (isRejection(parsed)) return parsed;
  const scenario: Scenario | null = parsed;
  const b = builder(initialState(), rng);
  const rules = rulesNumberOf(input.rulesVersion);
  const turnLimit = scenario?.turnLimit ?? turnLimitOf(seatCount, input.options ?? {});
  // Matches of rules before 3 recorded no number: leaving it out keeps their events as recorded.
  emit(b, { type: 'game-created', seatCount, turnLimit, scenario: scenario !== null, ...(rules > UNNUMBERED_RULES ? { rules } : {}) });
  if (scenario) loadScenario(b, scenario);
  else {
    // M-SETUP-2: both decks shuffled; the order is the recorded outcome.
    emit(b, {
      type: 'decks-formed',
      morgue: fresh(b, rng.shuffle(standardDeck('morgue'))),
      mansterDeck: fresh(b, rng.shuffle(standardDeck('manster'))),
    });
  }
  if (scenario?.firstPlayer !== null && scenario?.firstPlayer !== undefined) {
    emit(b, { type: 'first-player-chosen', seat: scenario.firstPlayer, method: 'scenario' });
  } else chooseFirstPlayer(b);
  if (!scenario?.graveyard) fillGraveyard(b, 'setup');
  const first = b.state.firstPlayer ?? 0;
  if (!scenario?.hands) {
    // M-SETUP-5: starting with the first player, 4 morgue cards and 1 manster each.
    for (const seat of clockwiseFrom(b.state, first)) {
      drawBatch(b, seat, 'morgue', 4);
      drawBatch(b, seat, 'manster', 1);
    }
  }
  if (scenario?.skipOpening) startTurn(b, first);
  else emit(b, { type: 'opening-started', seat: first });
  return b.events;
}

function loadScenario(b: Builder, sc: Scenario): void {
  const n = b.state.seatCount;
  const stack = (spec: { cards: readonly string[]; damage: number } | null): Stack | null =>
    spec ? { cards: fresh(b, spec.cards), damage: spec.damage } : null;
  emit(b, {
    type: 'scenario-loaded',
    morgue: fresh(b, sc.morgue ?? b.rng.shuffle(standardDeck('morgue'))),
    mansterDeck: fresh(b, sc.mansterDeck ?? b.rng.shuffle(standardDeck('manster'))),
    graveyard: fresh(b, sc.graveyard ?? []),
    hands: Array.from({ length: n }, (_, i) => fresh(b, sc.hands?.[i] ?? [])),
    slabs: Array.from({ length: n }, (_, i): [Stack | null, Stack | null] => [stack(sc.slabs?.[i]?.[0] ?? null), stack(sc.slabs?.[i]?.[1] ?? null)]),
    activeSlabs: Array.from({ length: n }, (_, i) => sc.activeSlabs?.[i] ?? 0),
    directDamage: Array.from({ length: n }, (_, i) => sc.directDamage?.[i] ?? 0),
  });
}

/**
 * M-SETUP-3: every player draws a manster face up; the highest health goes first. RULING: ties
 * draw again among the tied (each round is an event); revealed mansters are shuffled back in when
 * the deck runs short, and after MAX_TIE_ROUNDS a random tied player is picked. At the end every
 * revealed manster is shuffled back into the deck.
 */
function chooseFirstPlayer(b: Builder): void {
  let contenders = clockwiseFrom(b.state, 0);
  let chosen: number | null = null;
  let method: 'highest-health' | 'random-after-ties' = 'highest-health';
  for (let round = 1; chosen === null; round += 1) {
    if (round > MAX_TIE_ROUNDS) {
      chosen = b.rng.pick(contenders);
      method = 'random-after-ties';
      break;
    }
    if (b.state.mansterDeck.length < contenders.length) reshuffleMansters(b);
    if (b.state.mansterDeck.length < contenders.length) {
      chosen = b.rng.pick(contenders);
      method = 'random-after-ties';
      break;
    }
    const deck = b.state.mansterDeck;
    // The deck holds at least one card per contender (checked just above).
    const draws = contenders.map((seat, i) => ({ seat, card: freshOne(b, must(deck[i], `manster ${i} for the first-player draw`).card) }));
    emit(b, { type: 'first-player-draw', round, draws });
    const best = Math.max(...draws.map((d) => cardDef(d.card.card).health));
    const tied = draws.filter((d) => cardDef(d.card.card).health === best).map((d) => d.seat);
    const [only, ...others] = tied;
    if (only !== undefined && others.length === 0) chosen = only;
    else contenders = tied;
  }
  emit(b, { type: 'first-player-chosen', seat: chosen, method });
  reshuffleMansters(b);
}

function reshuffleMansters(b: Builder): void {
  const all = [...b.state.mansterDeck, ...b.state.revealed.map((r) => r.card)].map((c) => c.card);
  emit(b, { type: 'manster-deck-shuffled', cards: fresh(b, b.rng.shuffle(all)) });
}
