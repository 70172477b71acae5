import { describe, expect, it } from 'vitest';
import { applyLobbyEvent, type LobbyInput } from './lobby.fold';

const created = (fields: Record<string, unknown>, importedAt: Date | null = null): LobbyInput => ({
  matchId: 'm',
  seq: 1,
  type: 'match.created',
  payload: {
    type: 'match.created',
    gameId: 'high-card',
    rulesVersion: '1',
    seatCount: 2,
    options: {},
    seedCommitment: 'x',
    scenario: false,
    deadlines: null,
    ...fields,
  },
  recordedAt: new Date(0),
  importedAt,
});

describe('the lobby row of a match', () => {
  it('is rated exactly when its creator made it rated and it was played here', () => {
    expect(applyLobbyEvent(null, created({ rated: true }))?.rated).toBe(true);
    expect(applyLobbyEvent(null, created({ rated: false }))?.rated).toBe(false);
    // Created before the choice existed: not rated.
    expect(applyLobbyEvent(null, created({}))?.rated).toBe(false);
    // Imported: rated, if at all, where it was played.
    expect(applyLobbyEvent(null, created({ rated: true }, new Date(0)))?.rated).toBe(false);
  });
});
