import { describe, expect, it } from 'vitest';
import { matchMarks, RATED_MARK_TEXT } from './marks';

describe('the rated mark', () => {
  const imported = { importedAt: '2026-01-01T00:00:00.000Z', signedBy: null };
  const origin = { matchId: 'm', step: 3, seq: 9 };
  const rated = (marks: ReturnType<typeof matchMarks>) => marks.filter((m) => m.kind === 'rated');

  it('is on a match its creator made rated, and on no other', () => {
    expect(rated(matchMarks(false, null, null, true))).toEqual([{ kind: 'rated', text: RATED_MARK_TEXT }]);
    expect(rated(matchMarks(false, null, null, false))).toEqual([]);
  });

  it('is never on an import, a scenario or a sandbox: none is rated here', () => {
    expect(rated(matchMarks(false, imported, null, true))).toEqual([]);
    expect(rated(matchMarks(true, null, null, true))).toEqual([]);
    expect(rated(matchMarks(false, null, origin, true))).toEqual([]);
  });
});
