/**
 * `evolve`: applies one event. Total and trivial: it copies what the event says and makes no
 * rules decisions and draws no randomness (docs/design.md §2). Object ids come from the events; the id
 * counter only moves past the ids an event carries.
 */
import { assertNever } from '../../engine';
import type { FsEvent } from './events';
import type { CardObj, FsState, StackItem } from './types';
import { addTo, mapObject, removeFrom, withPlayer } from './zones';

export function initialState(): FsState {
  return {
    status: 'empty',
    seatCount: 0,
    nextObjectId: 1,
    turnCap: 0,
    players: [],
    decks: { loot: [], treasure: [], monster: [], room: [] },
    discards: { loot: [], treasure: [], monster: [], room: [] },
    slots: { shop: [], monster: [], room: [] },
    outside: [],
    bonusSouls: [],
    under: {},
    stack: [],
    limbo: [],
    resolving: null,
    priority: null,
    pending: [],
    decision: null,
    turn: { number: 0, active: 0, step: 'start-triggers', attack: null, nextAttackId: 1, endRequested: false },
    buffs: [],
    shields: [],
    winners: null,
    endReason: null,
    scriptedDice: [],
  };
}

function bump(s: FsState, ids: readonly string[]): FsState {
  let next = s.nextObjectId;
  for (const id of ids) {
    const n = Number(id.slice(1));
    if (Number.isInteger(n) && n >= next) next = n + 1;
  }
  return next === s.nextObjectId ? s : { ...s, nextObjectId: next };
}

const ids = (cards: readonly CardObj[]) => cards.map((c) => c.id);

function hasCard(item: StackItem): item is Extract<StackItem, { card: string }> {
  return 'card' in item;
}

export function evolve(s: FsState, e: FsEvent): FsState {
  switch (e.type) {
    case 'game-started':
      return {
        ...s,
        status: 'playing',
        seatCount: e.seatCount,
        turnCap: e.turnCap,
        // Matches recorded before rooms existed have no `roomSlots` (R-ROOM-1): no room slot.
        slots: {
          shop: Array.from({ length: e.shopSlots }, () => []),
          monster: Array.from({ length: e.monsterSlots }, () => []),
          room: Array.from({ length: e.roomSlots ?? 0 }, () => []),
        },
      };
    case 'deck-formed':
      return bump({ ...s, decks: { ...s.decks, [e.deck]: e.cards } }, ids(e.cards));
    case 'player-seated': {
      const p = {
        seat: e.seat,
        character: e.character,
        items: [e.startingItem],
        souls: [],
        curses: [],
        hand: [],
        coins: e.coins,
        damage: 0,
        lootPlays: 0,
        purchases: 0,
        attacks: 0,
        diedThisTurn: false,
        conceded: false,
      };
      const players = [...s.players];
      players[e.seat] = p;
      return bump({ ...s, players }, [e.character.id, e.startingItem.id]);
    }
    case 'set-aside':
      return bump(e.to === 'outside' ? { ...s, outside: [...s.outside, ...e.cards] } : { ...s, bonusSouls: [...s.bonusSouls, ...e.cards] }, ids(e.cards));
    case 'first-player-chosen':
      return { ...s, turn: { ...s.turn, active: e.seat } };
    case 'moved':
      return bump(addTo(removeFrom(s, e.from, e.fromId), e.to, e.obj), [e.obj.id]);
    case 'deck-reshuffled':
      return bump({ ...s, decks: { ...s.decks, [e.deck]: e.cards }, discards: { ...s.discards, [e.deck]: [] } }, ids(e.cards));
    case 'deck-arranged': {
      const deck = s.decks[e.deck];
      const top = e.ids.map((id) => deck.find((c) => c.id === id)!);
      return { ...s, decks: { ...s.decks, [e.deck]: [...top, ...deck.filter((c) => !e.ids.includes(c.id))] } };
    }
    case 'stack-pushed': {
      let next: FsState = { ...s, stack: [...s.stack, e.item] };
      if (e.from !== null) next = removeFrom(next, e.from.zone, e.from.id);
      if (e.fromPending !== null) next = { ...next, pending: next.pending.filter((p) => p.key !== e.fromPending) };
      return bump(next, [e.item.id]);
    }
    case 'stack-popped': {
      const item = s.stack.find((i) => i.id === e.id);
      if (!item) return s;
      const stack = s.stack.filter((i) => i.id !== e.id);
      const limbo = hasCard(item) ? [...s.limbo, { id: item.id, card: item.card }] : s.limbo;
      return { ...s, stack, limbo };
    }
    case 'resolution-set':
      return { ...s, resolving: e.resolving };
    case 'roll-changed':
      return { ...s, stack: s.stack.map((i) => (i.id === e.id && i.kind === 'roll' ? { ...i, value: e.value } : i)) };
    case 'priority-given':
      return { ...s, priority: { seat: e.seat, passes: 0 } };
    case 'priority-passed':
      return { ...s, priority: { seat: e.to, passes: (s.priority?.passes ?? 0) + 1 } };
    case 'priority-cleared':
      return { ...s, priority: null };
    case 'triggered':
      return bump({ ...s, pending: [...s.pending, e.trigger] }, [e.trigger.item.id]);
    case 'decision-opened':
      return { ...s, decision: e.decision };
    case 'decision-closed':
      return { ...s, decision: null };
    case 'coins-changed':
      return withPlayer(s, e.seat, { coins: s.players[e.seat]!.coins + e.delta });
    case 'damaged':
      if (e.target.seat !== undefined) return withPlayer(s, e.target.seat, { damage: s.players[e.target.seat]!.damage + e.amount });
      return mapObject(s, e.target.id, (o) => ({ ...o, damage: (o.damage ?? 0) + e.amount }));
    case 'healed':
      if (e.target.seat !== undefined) return withPlayer(s, e.target.seat, { damage: Math.max(0, s.players[e.target.seat]!.damage - e.amount) });
      return mapObject(s, e.target.id, (o) => ({ ...o, damage: Math.max(0, (o.damage ?? 0) - e.amount) }));
    case 'tapped':
      return mapObject(s, e.id, (o) => ({ ...o, tapped: e.tapped }));
    case 'allowance-changed':
      return withPlayer(s, e.seat, { [e.what]: s.players[e.seat]![e.what] + e.delta });
    case 'turn-started':
      return {
        ...s,
        turn: { ...s.turn, number: e.number, active: e.seat, step: 'start-triggers', attack: null, endRequested: false },
        players: s.players.map((p) =>
          p.seat === e.seat ? { ...p, lootPlays: 1, purchases: 1, attacks: 1 } : { ...p, lootPlays: 0, purchases: 0, attacks: 0 },
        ),
      };
    case 'step-changed':
      return { ...s, turn: { ...s.turn, step: e.step } };
    case 'attack-started':
      return { ...s, turn: { ...s.turn, attack: e.attack, nextAttackId: e.attack.id + 1 } };
    case 'attack-ended':
      return { ...s, turn: { ...s.turn, attack: null } };
    case 'turn-end-requested':
      return { ...s, turn: { ...s.turn, endRequested: true } };
    case 'slot-added':
      return { ...s, slots: { ...s.slots, [e.kind]: [...s.slots[e.kind], []] } };
    case 'buffed':
      return { ...s, buffs: [...s.buffs, e.buff] };
    case 'turn-cleaned-up': {
      const heal = (l: readonly CardObj[]) => l.map((o) => (o.damage ? { ...o, damage: 0 } : o));
      return {
        ...s,
        buffs: [],
        shields: [],
        players: s.players.map((p) => ({ ...p, damage: 0, diedThisTurn: false })),
        slots: { ...s.slots, monster: s.slots.monster.map(heal) },
      };
    }
    case 'counters-changed':
      return mapObject(s, e.id, (o) => {
        const n = Math.max(0, (o.counters ?? 0) + e.delta);
        const { counters: _old, ...rest } = o;
        return n > 0 ? { ...rest, counters: n } : rest;
      });
    case 'health-paid':
      return withPlayer(s, e.seat, { damage: s.players[e.seat]!.damage + e.amount });
    case 'shielded':
      return { ...s, shields: [...s.shields, { seat: e.seat, n: e.n }] };
    case 'damage-prevented': {
      // Shields are used up oldest first.
      let used = e.used;
      const shields = [];
      for (const sh of s.shields) {
        if (e.target.seat !== sh.seat || used === 0) shields.push(sh);
        else {
          const take = Math.min(used, sh.n);
          used -= take;
          if (sh.n > take) shields.push({ ...sh, n: sh.n - take });
        }
      }
      return { ...s, shields };
    }
    case 'death-replaced':
      return s;
    case 'player-died':
      return withPlayer(s, e.seat, { diedThisTurn: true });
    case 'conceded':
      return withPlayer(s, e.seat, { conceded: true });
    case 'dice-scripted':
      return { ...s, scriptedDice: [...s.scriptedDice, ...e.values] };
    case 'scripted-die-rolled':
      return { ...s, scriptedDice: s.scriptedDice.slice(1) };
    case 'game-over':
      return { ...s, status: 'over', winners: e.winners, endReason: e.reason, priority: null, decision: null };
    default:
      return assertNever(e, 'event');
  }
}
