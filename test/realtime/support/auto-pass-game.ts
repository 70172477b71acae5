import type { GameDefinition } from '../../../src/engine/game-definition';
import { highCard, type HcCommand, type HcEvent, type HcOptions, type HcState, type HcView } from '../../support/test-game';

/**
 * High card with an auto-pass action, for the R-MATCH-3 test only: when a waited-for seat holds
 * a single card, playing it is its only legal action, so auto-pass may play it.
 */
export const highCardAutoPass: GameDefinition<HcState, HcCommand, HcEvent, HcView, HcOptions> = {
  ...highCard,
  id: 'high-card-auto-pass',
  autoPassAction(state, seat) {
    const legal = highCard.legalActions(state, seat);
    return legal.length === 1 ? (legal[0] ?? null) : null;
  },
};
