/**
 * Derived numbers: a player's health and attack from their character, items, curses and
 * "until end of turn" buffs (R-CARD-1, R-CARD-2), and the state of monsters.
 */
import type { Seat } from '../../engine';
import { cardDef, characterDef, monsterDef } from './cards';
import { attackRollModifier, staticTotal } from './statics';
import type { CardObj, FsState } from './types';

function staticSum(s: FsState, seat: Seat, stat: 'attack' | 'health'): number {
  let n = staticTotal(s, seat, stat);
  for (const b of s.buffs) if (b.seat === seat && b.stat === stat) n += b.n;
  return n;
}

export function maxHealth(s: FsState, seat: Seat): number {
  const p = s.players[seat]!;
  return Math.max(1, characterDef(p.character.card)!.health + staticSum(s, seat, 'health'));
}

export function attackOf(s: FsState, seat: Seat): number {
  const p = s.players[seat]!;
  return Math.max(1, characterDef(p.character.card)!.attack + staticSum(s, seat, 'attack'));
}

export function healthLeft(s: FsState, seat: Seat): number {
  return Math.max(0, maxHealth(s, seat) - s.players[seat]!.damage);
}

export function monsterHealthLeft(m: CardObj): number {
  const def = monsterDef(m.card);
  return def ? Math.max(0, def.health - (m.damage ?? 0)) : 0;
}

export function soulCount(s: FsState, seat: Seat): number {
  let n = 0;
  for (const c of s.players[seat]!.souls) {
    const d = cardDef(c.card);
    n += d.kind === 'monster' ? d.soul : d.kind === 'loot' ? (d.soul ?? 1) : 1;
  }
  return n;
}

/**
 * R-ATTACK-3: the lowest die result that hits a monster with this evasion for `seat`, after the
 * seat's attack-roll modifiers; a 6 always hits (dice.ts), so never more than 6.
 */
export function diceNeeded(s: FsState, seat: Seat, evasion: number): number {
  return hitNeeds(evasion, attackRollModifier(s, seat));
}

/** `diceNeeded` with the seat's attack-roll modifier already summed (a view asks it for every monster). */
export const hitNeeds = (evasion: number, modifier: number): number => Math.min(6, Math.max(1, evasion - modifier));
