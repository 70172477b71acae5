/**
 * One readable line per event, as a viewer sees it (the event may be a redacted public form).
 * Only public information is read from `before`.
 */
import type { Typed } from '../../engine';
import { cardDef, isCard } from './cards';
import type { FsEvent } from './events';
import type { FsState, StackItem, Target, ZoneRef } from './types';

const name = (id: unknown) => (isCard(id) ? cardDef(id).name : 'a card');
const seatName = (seat: number) => `P${seat + 1}`;

function zone(z: ZoneRef): string {
  switch (z.z) {
    case 'deck': return `the ${z.deck} deck${z.at === 'bottom' ? ' (bottom)' : ''}`;
    case 'discard': return `the ${z.deck} discard`;
    case 'hand': case 'items': case 'souls': case 'curses': return `${seatName(z.seat)}'s ${z.z}`;
    case 'slot': return `${z.kind} slot ${z.slot + 1}`;
    case 'under': return 'under an item';
    default: return z.z;
  }
}

function target(t: Target, s: FsState): string {
  if (t.seat !== undefined) return seatName(t.seat);
  const obj = s.stack.find((i) => i.id === t.id);
  if (obj) return stackName(obj);
  for (const sl of s.slots.monster) for (const o of sl) if (o.id === t.id) return name(o.card);
  for (const p of s.players) for (const o of p.items) if (o.id === t.id) return name(o.card);
  return t.id;
}

function stackName(i: StackItem): string {
  switch (i.kind) {
    case 'loot': case 'event': case 'dead-monster': return name(i.card);
    case 'ability': case 'trigger': return `${name(i.sourceCard)}'s ${i.kind}`;
    case 'roll': return `a roll of ${i.value}`;
    case 'rewards': return `${name(i.monsterCard)}'s ${i.which}`;
    default: return i.kind;
  }
}

export function describeEvent(event: Typed, before: FsState): string {
  const e = event as FsEvent & { count?: number };
  switch (e.type) {
    case 'moved':
      return 'obj' in e ? `${name(e.obj.card)} moved from ${zone(e.from)} to ${zone(e.to)}` : `a hidden card moved from ${zone((e as { from: ZoneRef }).from)} to ${zone((e as { to: ZoneRef }).to)}`;
    case 'stack-pushed': {
      const t = e.item.targets.map((x) => target(x, before)).join(', ');
      return `${seatName(e.item.controller)}: ${stackName(e.item)} goes on the stack${t ? ` targeting ${t}` : ''}`;
    }
    case 'stack-popped': {
      const i = before.stack.find((x) => x.id === e.id);
      return `${i ? stackName(i) : 'an object'} ${e.reason === 'resolve' ? 'resolves' : e.reason === 'cancel' ? 'is cancelled' : 'fizzles'}`;
    }
    case 'roll-changed': return `the roll becomes ${e.value} (${e.how})`;
    case 'priority-given': return `${seatName(e.seat)} gets priority`;
    case 'priority-passed': return `${seatName(e.seat)} passes to ${seatName(e.to)}`;
    case 'coins-changed': return `${seatName(e.seat)} ${e.delta >= 0 ? 'gains' : 'loses'} ${Math.abs(e.delta)}¢`;
    case 'damaged': return `${target(e.target, before)} takes ${e.amount} damage`;
    case 'healed': return `${target(e.target, before)} heals ${e.amount}`;
    case 'turn-started': return `turn ${e.number}: ${seatName(e.seat)}`;
    case 'game-over': return e.winners.length ? `${e.winners.map(seatName).join(', ')} wins (${e.reason})` : `the match is a draw (${e.reason})`;
    case 'deck-formed': case 'deck-reshuffled': return `the ${e.deck} deck is ${e.type === 'deck-formed' ? 'formed' : 'reshuffled from its discard'} (${e.count ?? ('cards' in e ? e.cards.length : 0)} cards)`;
    default: return e.type.replace(/-/g, ' ');
  }
}
