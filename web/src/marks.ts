import { h } from './dom';

/* The trust marks in words: the same on the lobby, the table, the replay and the dispute page. A
 * page adds a mark only when the match has it (never a hidden one that CSS could show). */

/** A scenario match: decks and hands set by its creator. */
export const SCENARIO_MARK = 'scenario: decks and hands were set by the creator: not a fair shuffle';

/** An imported match: its log came from an export file, not from play on this server. */
export const importedText = (at: string): string =>
  `imported: this match was played elsewhere and loaded from its export file (${new Date(at).toLocaleString()})`;

export const scenarioMark = (id = 'scenario-mark') => h('p.mark.scenario', { id }, SCENARIO_MARK);

export const importedMark = (at: string, id = 'imported-mark') => h('p.mark.imported', { id }, importedText(at));
