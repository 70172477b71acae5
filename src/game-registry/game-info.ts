import type { AnyGameDefinition } from '../engine/game-definition';
import { SEARCH_LEVELS } from '../engine/search/levels';

/** A bot policy as the lobby offers it. */
export interface BotInfo {
  readonly name: string;
  /** One line for the lobby's seat select. */
  readonly description: string;
}

/** One hosted game as `GET /games` lists it. */
export interface GameInfo {
  readonly id: string;
  readonly displayName: string;
  readonly rulesVersion: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The bot policies a seat can be given (`bots` of POST /matches). */
  readonly bots: readonly string[];
  /** The same policies, weakest first, each with one line saying how it plays. */
  readonly botLevels: readonly BotInfo[];
  /** The bot a lobby offers for a seat unless the player picks another. */
  readonly defaultBot: string;
}

/** The lines for the bots every game has; the searching bot's levels bring their own. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  random: 'Plays any legal move at random: for trying the rules out.',
  greedy: 'Takes the move that looks best right now, without looking ahead.',
  ...Object.fromEntries(SEARCH_LEVELS.map((l) => [l.bot, l.description])),
};

const STRENGTH = ['random', 'greedy', ...SEARCH_LEVELS.map((l) => l.bot)];

/** The searching bot's normal level where the game has it, else the strongest other. */
const PREFERRED_DEFAULT = ['strong', 'greedy', 'random'];

function botLevels(def: AnyGameDefinition): BotInfo[] {
  const rank = (name: string) => (STRENGTH.includes(name) ? STRENGTH.indexOf(name) : STRENGTH.length);
  return Object.keys(def.bots)
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({ name, description: DESCRIPTIONS[name] ?? `The ${name} bot.` }));
}

export function gameInfo(def: AnyGameDefinition): GameInfo {
  const bots = Object.keys(def.bots);
  return {
    id: def.id,
    displayName: def.displayName,
    rulesVersion: def.rulesVersion,
    minSeats: def.minSeats,
    maxSeats: def.maxSeats,
    bots,
    botLevels: botLevels(def),
    defaultBot: PREFERRED_DEFAULT.find((b) => bots.includes(b)) ?? 'random',
  };
}
