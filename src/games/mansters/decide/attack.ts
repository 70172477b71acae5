import { reject, type Rejection, type Seat } from '../../../engine';
import { activeStack, isFull, stackStats } from '../stats';
import { isLive } from '../state';
import { emit, type Builder } from './builder';
import { damagePlayer, damageStack } from './effects';
import { endTurn } from './flow';

/**
 * M-TURN-5: the attacker's full active stack deals its damage to the chosen opponent. A full
 * active stack of the defender blocks and takes it all (M-TURN-6: nothing carries over);
 * otherwise the defender takes it directly (M-END-1). Then the turn ends.
 */
export function attack(b: Builder, seat: Seat, defender: Seat): Rejection | null {
  if (defender === seat || !isLive(b.state, defender)) return reject('BAD_ATTACK_TARGET', 'M-TURN-5', 'attack an opponent still in the game');
  const damage = stackStats(activeStack(b.state, seat)).attack;
  const blocker = activeStack(b.state, defender);
  const blocked = isFull(blocker);
  emit(b, { type: 'attackDeclared', attacker: seat, defender, damage, blocked });
  if (blocked) damageStack(b, defender, b.state.players[defender].activeSlab, damage, 'attack');
  else damagePlayer(b, defender, damage);
  if (b.state.phase !== 'over') endTurn(b);
  return null;
}
