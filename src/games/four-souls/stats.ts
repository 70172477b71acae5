/**
 * Derived numbers: a player's health and attack from their character, items, curses and
 * "until end of turn" buffs (R-CARD-1, R-CARD-2), and the state of monsters.
 */
import type { Seat } from '../../engine';
import { cardDef, characterDef, eventDef, itemDef, monsterDef } from './cards';
import type { CardObj, FsState } from './types';

function staticSum(s: FsState, seat: Seat, stat: 'attack' | 'health'): number {
  const p = s.players[seat]!;
  let n = 0;
  for (const it of p.items) for (const st of itemDef(it.card)?.statics ?? []) if (st.stat === stat) n += st.n;
  for (const c of p.curses) for (const st of eventDef(c.card)?.curse?.statics ?? []) if (st.stat === stat) n += st.n;
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
    n += d.kind === 'monster' ? d.soul : d.kind === 'loot' ? d.soul ?? 1 : 1;
  }
  return n;
}
