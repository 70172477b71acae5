import { reject, type Rejection, type Seat } from '../../../engine';
import { attackForecast } from '../stats';
import { playerAt, isLive } from '../state';
import { emit, type Builder } from './builder';
import { damagePlayer, damageStack, fireTriggers } from './effects';
import { endTurn } from './flow';

/**
 * M-TURN-5: the attacker's full active stack deals its damage to the chosen opponent. A full
 * active stack of the defender blocks and takes it all (M-TURN-6: nothing carries over);
 * otherwise the defender takes it directly (M-END-1). Then the turn ends.
 */
export function attack(b: Builder, seat: Seat, defender: Seat): Rejection | null {
  if (defender === seat || !isLive(b.state, defender)) return reject('BAD_ATTACK_TARGET', 'M-TURN-5', 'attack an opponent still in the game');
  const { damage, blocked } = attackForecast(b.state, seat, defender);
  emit(b, { type: 'attack-declared', attacker: seat, defender, damage, blocked });
  // Triggers: the attacker's "when it attacks", then the blocker's "when attacked" (M-MISC-1: attacker first).
  // The damage was fixed when the attack was declared.
  const own = playerAt(b.state, seat);
  fireTriggers(b, seat, own.activeSlab, own.slabs[own.activeSlab]?.cards ?? [], 'attacks', seat);
  if (blocked && isLive(b.state, defender)) {
    const d = playerAt(b.state, defender);
    fireTriggers(b, defender, d.activeSlab, d.slabs[d.activeSlab]?.cards ?? [], 'attacked', seat);
  }
  if (isLive(b.state, defender) && isLive(b.state, seat)) {
    if (blocked) damageStack(b, defender, playerAt(b.state, defender).activeSlab, damage, 'attack');
    else damagePlayer(b, defender, damage);
  }
  // A trigger may already have ended the turn (the attacker eliminated) or the game.
  if (b.state.phase === 'turns' && b.state.current === seat && b.state.step === 'attack') endTurn(b);
  return null;
}
