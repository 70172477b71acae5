/**
 * The Four Souls game module: `fourSouls` implements the engine contract (src/engine). Rules ids
 * (R-...) refer to docs/rules/four-souls.md; rulings are listed in docs/games/four-souls.md.
 */
import { isRejection, reject, searchBotPolicies, type GameDefinition, type Rejection } from '../../engine';
import { greedyBot, randomBot } from './bots';
import { parseCommand, type FsCommand } from './commands';
import { decide } from './decide';
import { catalogCards } from './catalog-cards';
import { fsCauses } from './causes';
import { describeEvent } from './describe';
import type { FsEvent } from './events';
import { evolve, initialState } from './evolve';
import { labelAction } from './labels';
import { autoPassAction, defaultAction, legalActions } from './legal-actions';
import { prompt } from './prompt';
import { searchFourSouls } from './search';
import { redactEvent, visibility } from './redact';
import { PAST_RULES_VERSIONS, RULES_VERSION, rulesNumberOf } from './rules-version';
import { DEFAULT_TURN_CAP, setupMatch, type FsOptions } from './setup';
import type { FsState } from './types';
import { view, type FsView } from './view';

export type { FsCommand, FsEvent, FsOptions, FsState, FsView };
export type { FsPublicEvent, FsSeenEvent } from './public-events';

function parseOptions(raw: unknown, seatCount: number): FsOptions | Rejection {
  if (seatCount < 2 || seatCount > 4) return reject('BAD_SEAT_COUNT', 'R-SETUP-1', 'Four Souls is for 2 to 4 players');
  if (raw === null || raw === undefined) return { turnCap: DEFAULT_TURN_CAP, rooms: true };
  if (typeof raw !== 'object' || Array.isArray(raw)) return reject('BAD_OPTIONS', null, 'options must be an object');
  const { turnCap, rooms, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return reject('BAD_OPTIONS', null, `unknown options ${Object.keys(rest).join(', ')}`);
  if (rooms !== undefined && typeof rooms !== 'boolean') return reject('BAD_OPTIONS', 'R-SETUP-2', 'rooms must be true or false');
  if (turnCap !== undefined && (!Number.isInteger(turnCap) || (turnCap as number) < 1 || (turnCap as number) > 10_000))
    return reject('BAD_OPTIONS', null, 'turnCap must be 1..10000');
  return { turnCap: (turnCap as number | undefined) ?? DEFAULT_TURN_CAP, rooms: rooms ?? true };
}

export const fourSouls: GameDefinition<FsState, FsCommand, FsEvent, FsView, FsOptions> = {
  id: 'four-souls',
  displayName: 'Four Souls',
  rulesVersion: RULES_VERSION,
  pastRulesVersions: PAST_RULES_VERSIONS,
  minSeats: 2,
  maxSeats: 4,
  eventSchemaVersion: 1,
  parseOptions,
  initialState,
  setup: (input, rng) => {
    const options = parseOptions(input.options, input.seatCount);
    if (isRejection(options)) return options;
    return setupMatch(input.seatCount, options, input.scenario, rng, rulesNumberOf(input.rulesVersion));
  },
  parseCommand,
  decide,
  evolve,
  view,
  prompt,
  legalActions,
  labelAction,
  defaultAction,
  autoPassAction,
  outcome: (s) => (s.status === 'over' && s.winners ? { winners: s.winners, reason: s.endReason ?? 'over' } : null),
  visibility,
  redactEvent,
  describeEvent,
  cards: catalogCards,
  causes: fsCauses,
  bots: { random: randomBot, greedy: greedyBot, ...searchBotPolicies(view, searchFourSouls) },
  markers: { turnStart: ['turn-started'], resolution: ['stack-popped'] },
  upcast: (type, schemaVersion, payload) => {
    if (schemaVersion !== 1) throw new Error(`four-souls: no upcaster for ${type} v${schemaVersion}`);
    return payload as FsEvent;
  },
};
