import { h } from './dom';

/** What a scenario match is, in words: the same mark on the lobby, the table, the replay and the dispute page. */
export const SCENARIO_MARK = 'scenario: decks and hands were set by the creator: not a fair shuffle';

export const scenarioMark = (id = 'scenario-mark') => h('p.mark.scenario', { id }, SCENARIO_MARK);

/** An imported match: its log came from an export file, not from play on this server. */
export const importedMark = (at: string, id = 'imported-mark') =>
  h('p.mark.imported', { id }, `imported: this match was played elsewhere and loaded from its export file (${new Date(at).toLocaleString()})`);
