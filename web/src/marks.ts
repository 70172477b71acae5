import { h } from './dom';

/** What a scenario match is, in words: the same mark on the lobby, the table, the replay and the dispute page. */
export const SCENARIO_MARK = 'scenario: decks and hands were set by the creator: not a fair shuffle';

export const scenarioMark = (id = 'scenario-mark') => h('p.mark.scenario', { id }, SCENARIO_MARK);

/**
 * An imported match: its log came from an export file, not from play on this server. Without a
 * signature the server trusts (`signedBy` null), nothing but the uploader's word vouches for it.
 */
export const importedMark = (at: string, signedBy: string | null, id = 'imported-mark') =>
  signedBy === null
    ? h('p.mark.imported.unsigned', { id }, `unsigned import: imported from an export file (${new Date(at).toLocaleString()}) that no trusted server signed`)
    : h(
        'p.mark.imported',
        { id },
        `imported: this match was played elsewhere and loaded from its export file (${new Date(at).toLocaleString()}), signed by key ${signedBy}`,
      );

/** The summary's imported mark, if it has one. */
export const importedMarkOf = (summary: { readonly marks: readonly { kind: string; importedAt?: string; signedBy?: string | null }[] }) => {
  const mark = summary.marks.find((m) => m.kind === 'imported');
  return mark?.importedAt ? importedMark(mark.importedAt, mark.signedBy ?? null) : null;
};
