import { searchBotPolicies, type GameDefinition } from '../../engine';
import { greedyBot, randomBot } from './bots';
import type { MCommand } from './commands';
import { decide } from './decide';
import { defaultAction } from './default-action';
import { catalogCards } from './catalog-cards';
import { manstersCauses } from './causes';
import { describeEvent } from './describe';
import type { MEvent } from './events';
import { evolve } from './evolve';
import { forcedMove } from './forced';
import { labelAction } from './labels';
import { legalActions } from './legal-actions';
import { parseOptions, type MOptions } from './options';
import { parseCommand } from './parse-command';
import { prompt } from './prompt';
import { redactEvent, visibility } from './redact';
import { searchMansters } from './search';
import { PAST_RULES_VERSIONS, RULES_VERSION } from './rules-version';
import { MAX_SEATS, MIN_SEATS, setup } from './setup';
import { initialState, type MState } from './state';
import { EVENT_SCHEMA_VERSION, upcast } from './upcast';
import { view, type MView } from './view';

export type { MCommand } from './commands';
export type { MEvent } from './events';
export type { MPublicEvent, MSeenEvent } from './public-events';
export type { MState } from './state';
export type { MView } from './view';
export { cardCatalog, type PrintedCard } from './cards/printed';

/** Mansters (rules: the Mansters page, ids M-*; card set and rulings: docs/games/mansters.md). */
export const mansters: GameDefinition<MState, MCommand, MEvent, MView, MOptions> = {
  id: 'mansters',
  displayName: 'Mansters',
  rulesVersion: RULES_VERSION,
  pastRulesVersions: PAST_RULES_VERSIONS,
  minSeats: MIN_SEATS,
  maxSeats: MAX_SEATS,
  eventSchemaVersion: EVENT_SCHEMA_VERSION,
  parseOptions,
  initialState,
  setup,
  parseCommand,
  decide,
  evolve,
  view,
  prompt,
  legalActions,
  labelAction,
  defaultAction,
  // Mansters has no priority passing; auto-pass makes the seat's forced moves (M-MISC-5), whatever the stop.
  autoPassAction: (state, seat) => forcedMove(state, seat),
  outcome: (state) => state.outcome,
  visibility,
  redactEvent,
  describeEvent,
  cards: catalogCards,
  causes: manstersCauses,
  bots: { random: randomBot, greedy: greedyBot, ...searchBotPolicies(view, searchMansters) },
  // Mansters has no stack of effects to resolve (its "stacks" are a player's slabs of cards).
  markers: { turnStart: ['turn-started', 'turnStarted' /* schema 1 */], resolution: [] },
  upcast,
};
