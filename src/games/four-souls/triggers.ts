/**
 * Triggered abilities (R-STACK-9, R-STACK-10). Happenings of a command are matched against every
 * source with triggers (items, curses, active monsters) and become pending triggers; they wait
 * until a player would next receive priority, then go on the stack group by group, as the stack
 * and priority page orders them:
 *   1. effects from monster cards, monster deaths included: one group the active player orders
 *      (a room's triggers are the active player's own effects, R-ROOM-2);
 *   2. every player's effects in turn order from the active player, each player ordering their
 *      own; "for the purposes of timing, a player 'owns' their death" (R-PDEATH-1), so a death is
 *      one of its owner's effects.
 * One exception, from the monster death page's FAQ: when a player and a monster die at the same
 * time, "you resolve the monster's death first, then the player's" (R-MDEATH-5). The monster
 * group then waits until every player death of that moment is on the stack, and goes on directly
 * above it. A group with a real choice of order opens an `order-triggers` decision; otherwise no
 * prompt.
 */
import { canonicalJson, type Seat } from '../../engine';
import { abilitiesOf, monsterDef, type TriggerDef } from './cards';
import type { CardObj, FsState, PendingTrigger, StackItem, Target } from './types';
import { push } from './stack';
import { emit, freshId, type Happening, type Work } from './work';
import { activeMonsters, roomsInPlay, turnOrder } from './zones';

interface Source {
  readonly obj: CardObj;
  readonly owner: Seat | 'monster';
  readonly triggers: readonly TriggerDef[];
}

function sources(s: FsState): Source[] {
  const out: Source[] = [];
  for (const m of activeMonsters(s)) {
    const def = monsterDef(m.obj.card);
    if (def && def.triggers.length > 0) out.push({ obj: m.obj, owner: 'monster', triggers: def.triggers });
  }
  // R-ROOM-2: the room in play's triggers are the active player's effects.
  for (const o of roomsInPlay(s)) {
    const t = abilitiesOf(o.card)?.triggers ?? [];
    if (t.length > 0) out.push({ obj: o, owner: s.turn.active, triggers: t });
  }
  for (const p of s.players) {
    if (p.conceded) continue;
    // The character's own ability (R-CARD-1), items, curses.
    for (const o of [p.character, ...p.items, ...p.curses]) {
      const t = abilitiesOf(o.card)?.triggers ?? [];
      if (t.length > 0) out.push({ obj: o, owner: p.seat, triggers: t });
    }
  }
  return out;
}

function matches(t: TriggerDef, h: Happening, src: Source): boolean {
  const owner = src.owner;
  switch (t.on) {
    case 'turn-start':
    case 'turn-end':
      return h.on === t.on && h.seat === owner;
    case 'roll':
      if (h.on !== 'roll' || h.value !== t.value) return false;
      if (t.attack && !h.attack) return false;
      if (owner === 'monster') return h.monster === src.obj.id;
      return !t.mine || h.roller === owner;
    case 'damaged':
      if (h.on !== 'damaged') return false;
      return owner === 'monster' ? h.target.id === src.obj.id : h.target.seat === owner;
    case 'player-death':
      return h.on === 'player-death' && (!t.mine || h.seat === owner);
    case 'item-gained':
      return h.on === 'item-gained' && h.id === src.obj.id;
    case 'monster-killed':
    case 'item-bought':
    case 'targeted':
      return h.on === t.on && h.seat === owner;
    case 'attack-missed':
      if (h.on !== 'attack-missed') return false;
      return owner === 'monster' ? h.monster === src.obj.id : h.seat === owner;
    case 'slot-refilled':
      return h.on === 'slot-refilled' && h.kind === t.kind;
    case 'entered-play':
      return h.on === 'entered-play' && h.id === src.obj.id;
  }
}

function aimOf(t: TriggerDef, h: Happening, s: FsState): Target[] {
  if (t.aim === 'attacked-monster') {
    const id = h.on === 'roll' ? h.monster : (s.turn.attack?.monster ?? null);
    return id ? [{ id }] : [];
  }
  if (t.aim === 'subject-player' && 'seat' in h) return [{ seat: h.seat }];
  return [];
}

/** R-STACK-10: turns this command's happenings into pending triggers (events). */
export function collectTriggers(w: Work): void {
  while (w.happenings.length > 0) {
    const hs = w.happenings;
    w.happenings = [];
    const srcs = sources(w.state);
    for (const h of hs) {
      for (const src of srcs) {
        src.triggers.forEach((t, index) => {
          if (!matches(t, h, src)) return;
          const controller = src.owner === 'monster' ? w.state.turn.active : src.owner;
          const id = freshId(w);
          const item: StackItem = {
            kind: 'trigger',
            id,
            controller,
            targets: aimOf(t, h, w.state),
            source: src.obj.id,
            sourceCard: src.obj.card,
            trigger: index,
            x: h.on === 'roll' ? h.value : null,
          };
          emit(w, { type: 'triggered', trigger: { key: id, owner: src.owner, item } });
        });
      }
    }
  }
}

/** Adds a death to the pending list: a death is ordered with its owner's effects (see the header). */
export function addPendingDeath(w: Work, owner: Seat | 'monster', item: StackItem): void {
  emit(w, { type: 'triggered', trigger: { key: item.id, owner, item } });
}

interface Group {
  readonly chooser: Seat;
  readonly members: readonly PendingTrigger[];
}

/**
 * The next group to go on the stack, in R-STACK-9 order. Stable while the groups of one moment go
 * on one by one: nothing new becomes pending until they are all on the stack.
 */
export function nextGroup(s: FsState): Group | null {
  const pending = s.pending;
  if (pending.length === 0) return null;
  const active = s.turn.active;
  const monsters = pending.filter((p) => p.owner === 'monster');
  const players = turnOrder(s)
    .map((seat) => ({ chooser: seat, members: pending.filter((p) => p.owner === seat) }))
    .filter((g) => g.members.length > 0);
  // R-MDEATH-5 (the monster death page FAQ): monster deaths wait for the player deaths of the moment.
  const monsterWaits = monsters.some((p) => p.item.kind === 'monster-death') && pending.some((p) => p.item.kind === 'player-death');
  if (monsters.length > 0 && !monsterWaits) return { chooser: active, members: monsters };
  const first = players[0];
  if (first) return first;
  if (monsters.length > 0) return { chooser: active, members: monsters };
  // Owners that conceded: their triggers still go on, in the order they happened.
  return { chooser: active, members: [pending[0]!] };
}

function sameEffect(a: PendingTrigger, b: PendingTrigger): boolean {
  const strip = (p: PendingTrigger) => {
    const { id: _id, ...rest } = p.item as StackItem & { source?: string };
    const { source: _s, ...core } = rest as Record<string, unknown>;
    return canonicalJson(core);
  };
  return strip(a) === strip(b);
}

/** True when the order of the group is a real choice (R-STACK-10: only then ask). */
export function needsOrder(g: Group): boolean {
  return g.members.length > 1 && g.members.some((m) => !sameEffect(m, g.members[0]!));
}

export function pushGroup(w: Work, members: readonly PendingTrigger[]): void {
  for (const m of members) push(w, m.item, null, m.key);
}
