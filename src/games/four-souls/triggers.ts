/**
 * Triggered abilities (R-STACK-9, R-STACK-10). Happenings of a command are matched against every
 * source with triggers (items, curses, active monsters) and become pending triggers; they wait
 * until a player would next receive priority, then go on the stack group by group:
 *   1. player deaths (a player owns their death), in turn order from the active player;
 *   2. monster deaths, 3. other monster effects (the active player orders each group);
 *   4. every player's triggers, in turn order from the active player (each orders their own).
 * Deaths go below the triggers of the same moment so damage triggers resolve before the death
 * (R-PDEATH-1), and a monster's death above a player's so it resolves first (R-MDEATH-5).
 * A group with a real choice of order opens an `order-triggers` decision; otherwise no prompt.
 */
import { canonicalJson, type Seat } from '../../engine';
import { eventDef, itemDef, monsterDef, type TriggerDef } from './cards';
import type { CardObj, FsState, PendingTrigger, StackItem, Target } from './types';
import { push } from './stack';
import { emit, freshId, type Happening, type Work } from './work';
import { activeMonsters, turnOrder } from './zones';

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
  for (const p of s.players) {
    if (p.conceded) continue;
    for (const it of p.items) {
      const def = itemDef(it.card);
      if (def && def.triggers.length > 0) out.push({ obj: it, owner: p.seat, triggers: def.triggers });
    }
    for (const c of p.curses) {
      const t = eventDef(c.card)?.curse?.triggers ?? [];
      if (t.length > 0) out.push({ obj: c, owner: p.seat, triggers: t });
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
  }
}

function aimOf(t: TriggerDef, h: Happening, s: FsState): Target[] {
  if (t.aim === 'attacked-monster') {
    const id = h.on === 'roll' ? h.monster : s.turn.attack?.monster ?? null;
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
            kind: 'trigger', id, controller, targets: aimOf(t, h, w.state), source: src.obj.id, sourceCard: src.obj.card,
            trigger: index, x: h.on === 'roll' ? h.value : null,
          };
          emit(w, { type: 'triggered', trigger: { key: id, owner: src.owner, item } });
        });
      }
    }
  }
}

/** Adds a death to the pending list: deaths are ordered with the triggers (see the header). */
export function addPendingDeath(w: Work, owner: Seat | 'monster', item: StackItem): void {
  emit(w, { type: 'triggered', trigger: { key: item.id, owner, item } });
}

interface Group {
  readonly chooser: Seat;
  readonly members: readonly PendingTrigger[];
}

/** The next group to go on the stack, in R-STACK-9 order. */
export function nextGroup(s: FsState): Group | null {
  const pending = s.pending;
  if (pending.length === 0) return null;
  const active = s.turn.active;
  const order = turnOrder(s);
  const playerDeaths = order.flatMap((seat) => pending.filter((p) => p.item.kind === 'player-death' && p.owner === seat));
  if (playerDeaths.length > 0) return { chooser: active, members: [playerDeaths[0]!] };
  const monsterDeaths = pending.filter((p) => p.item.kind === 'monster-death');
  if (monsterDeaths.length > 0) return { chooser: active, members: monsterDeaths };
  const monsterEffects = pending.filter((p) => p.owner === 'monster');
  if (monsterEffects.length > 0) return { chooser: active, members: monsterEffects };
  for (const seat of order) {
    const mine = pending.filter((p) => p.owner === seat);
    if (mine.length > 0) return { chooser: seat, members: mine };
  }
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
