/**
 * `view`: the only way state leaves the server (docs/design.md §3). Decks show counts (R-ZONE-3), hands
 * show counts except to their owner (R-ZONE-5); discards, slots (covered cards too), the stack
 * and outside-the-game cards are public. A looked-at deck top is shown only to the looker; every
 * deck's order only to the omniscient viewer (a finished match's replay and its review).
 */
import { assertNever, type Seat, type SeatNames, type Viewer } from '../../engine';
import { cardDef, monsterDef } from './cards';
import { prompt } from './prompt';
import { attackRollModifier, priceFor, staticSources } from './statics';
import { attackOf, healthLeft, hitNeeds, maxHealth, monsterHealthLeft, soulCount } from './stats';
import type { CardObj, DeckKind, Decision, FsState, PendingTrigger, SlotKind, StackItem } from './types';
import { STEPS, stackName, stackText, words } from './words';

/**
 * A card object as the view sends it: the object (its id, its catalog card id, tapped, damage,
 * counters) with its name and its current numbers, so a client never recomputes a rule. The
 * printed numbers and text are the catalog's (`GET /games/four-souls/cards`), by `card`.
 */
export interface FsCardView extends CardObj {
  readonly name: string;
  /** A monster in a slot: the health it has left now (printed health minus damage). */
  readonly health?: number;
  /** A monster in a slot: its printed health. */
  readonly maxHealth?: number;
  /**
   * A monster in a slot: the lowest die result that hits it (R-ATTACK-3) for the viewing seat
   * (the active player's for spectators), after attack-roll modifiers; a 6 always hits.
   */
  readonly diceToHit?: number;
  /** A monster in a slot: the combat damage it deals on a missed attack roll. */
  readonly attack?: number;
  /** A soul card: how many souls it is worth (R-CARD-5). */
  readonly souls?: number;
  /** The top of a shop slot: what buying it costs the viewing seat (the active player's for spectators), R-BUY-2. */
  readonly price?: number;
  /** The top of a slot: how many cards it covers (R-ZONE-6). */
  readonly covered?: number;
  /**
   * The top of a shop or monster slot: the cards whose statics make its `price` or `diceToHit`
   * differ from the printed number for that seat, and by how much each (R-BUY-2, R-ATTACK-3):
   * "5+ with Lilith's +1" says why. Absent when nothing changes it.
   */
  readonly modifiers?: readonly { readonly name: string; readonly n: number }[];
}

/** A stack object with its name and what it will do, its targets named ("Butter Bean: cancel Dice Shard"). */
export type FsStackItemView = StackItem & { readonly name: string; readonly text: string };

export interface FsPendingView extends Omit<PendingTrigger, 'item'> {
  readonly item: FsStackItemView;
}

export interface FsPlayerView {
  readonly seat: Seat;
  readonly character: FsCardView;
  readonly items: readonly FsCardView[];
  readonly souls: readonly FsCardView[];
  readonly soulCount: number;
  readonly curses: readonly FsCardView[];
  readonly handCount: number;
  /** Only the owner (and omniscient viewers) get the cards. */
  readonly hand: readonly FsCardView[] | null;
  readonly coins: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly attack: number;
  readonly lootPlays: number;
  readonly purchases: number;
  readonly attacks: number;
  readonly diedThisTurn: boolean;
  readonly conceded: boolean;
}

export interface FsView {
  readonly status: FsState['status'];
  readonly you: Seat | null;
  readonly turn: FsState['turn'];
  /** The turn's step in words ("action phase"). */
  readonly stepText: string;
  readonly priority: FsState['priority'];
  readonly prompt: ReturnType<typeof prompt>;
  readonly players: readonly FsPlayerView[];
  /** Deck sizes (R-ZONE-3); `room` is 0 in a match without rooms (R-ROOM-1). */
  readonly deckCounts: Readonly<Record<DeckKind, number>>;
  /**
   * Every deck's cards in order, top first: only for the omniscient viewer, which is served once
   * the match has ended; null for seats and spectators (R-ZONE-3: deck contents and order are hidden).
   */
  readonly decks: Readonly<Record<DeckKind, readonly FsCardView[]>> | null;
  /** Piles out of play carry only their catalog card ids (names, text and numbers are the catalog's). */
  readonly discards: FsState['discards'];
  /** Each slot's cards, bottom first: the last one is the top (in play), the others are covered (R-ZONE-6). */
  readonly slots: Readonly<Record<SlotKind, readonly (readonly FsCardView[])[]>>;
  /** Bottom first: the last one resolves first. */
  readonly stack: readonly FsStackItemView[];
  readonly pending: readonly FsPendingView[];
  /** The object resolving while a decision suspends it, named in words like the stack's ("P1's death penalty", never its kind). */
  readonly resolving: (Omit<NonNullable<FsState['resolving']>, 'item'> & { readonly item: FsStackItemView }) | null;
  readonly limbo: readonly FsCardView[];
  readonly outside: FsState['outside'];
  readonly under: FsState['under'];
  readonly bonusSouls: FsState['bonusSouls'];
  readonly decision: Decision | { readonly kind: Decision['kind']; readonly seat: Seat } | null;
  /** The cards the viewer is looking at (an `arrange` decision of theirs), top first. */
  readonly looking: readonly FsCardView[] | null;
  readonly winners: FsState['winners'];
  readonly endReason: string | null;
}

function seesAll(viewer: Viewer, seat: Seat): boolean {
  return viewer.kind === 'omniscient' || (viewer.kind === 'seat' && viewer.seat === seat);
}

/**
 * A card object with its name (and, for a soul card, what it is worth). Built field by field:
 * views are built for every viewer on every append.
 */
function cardView(o: CardObj): FsCardView {
  const def = cardDef(o.card);
  const soul = def.kind === 'monster' ? def.soul : def.kind === 'bonus-soul' ? 1 : def.kind === 'loot' && def.soul ? def.soul : 0;
  const v: { -readonly [K in keyof FsCardView]: FsCardView[K] } = { id: o.id, card: o.card, name: def.name };
  if (o.tapped !== undefined) v.tapped = o.tapped;
  if (o.damage !== undefined) v.damage = o.damage;
  if (o.counters !== undefined) v.counters = o.counters;
  if (soul > 0) v.souls = soul;
  return v;
}

/** Each slot's cards; its top carries its current numbers (R-ZONE-6: covered cards are not in play). */
function slotsView(s: FsState, seat: Seat): FsView['slots'] {
  const price = priceFor(s, seat);
  const modifier = attackRollModifier(s, seat);
  const priceBy = staticSources(s, seat, 'price');
  const rollBy = staticSources(s, seat, 'attack-roll');
  const top = (kind: SlotKind, o: CardObj, covered: number): FsCardView => {
    const v = { ...cardView(o), covered };
    const monster = kind === 'monster' ? monsterDef(o.card) : null;
    if (kind === 'shop') return { ...v, price, ...(priceBy.length ? { modifiers: priceBy } : {}) };
    if (!monster) return v;
    return {
      ...v,
      ...(rollBy.length ? { modifiers: rollBy } : {}),
      health: monsterHealthLeft(o),
      maxHealth: monster.health,
      diceToHit: hitNeeds(monster.evasion, modifier),
      attack: monster.attack,
      souls: monster.soul,
    };
  };
  const kind = (k: SlotKind) => s.slots[k].map((pile) => pile.map((o, i) => (i === pile.length - 1 ? top(k, o, pile.length - 1) : cardView(o))));
  return { shop: kind('shop'), monster: kind('monster'), room: kind('room') };
}

/** Every deck top first, for the one viewer allowed to see them (R-ZONE-3); exhaustive over viewers so a new kind must decide. */
function deckOrders(s: FsState, viewer: Viewer): FsView['decks'] {
  switch (viewer.kind) {
    case 'omniscient':
      return {
        loot: s.decks.loot.map(cardView),
        treasure: s.decks.treasure.map(cardView),
        monster: s.decks.monster.map(cardView),
        room: s.decks.room.map(cardView),
      };
    case 'seat':
    case 'spectator':
      return null;
    default:
      return assertNever(viewer, 'viewer');
  }
}

const itemView = (s: FsState, item: StackItem, names?: SeatNames): FsStackItemView => {
  const w = words(s, names);
  return { ...item, name: stackName(item, w), text: stackText(item, w) };
};

/** `names`: the players' names by seat, for the stack's words ("Ada's death penalty"); absent, seats read P1..P4. */
export function view(s: FsState, viewer: Viewer, names?: SeatNames): FsView {
  // Prices and dice to hit are the viewing seat's; a spectator's are the active player's.
  const me = viewer.kind === 'seat' ? viewer.seat : s.turn.active;
  const card = cardView;
  const cards = (l: readonly CardObj[]) => l.map(card);
  const d = s.decision;
  const ownDecision = d !== null && seesAll(viewer, d.seat);
  const hiddenDecision = d !== null && (d.kind === 'arrange' || (d.kind === 'choose' && (d.what === 'discard' || d.what === 'discard-to-10')));
  return {
    status: s.status,
    you: viewer.kind === 'seat' ? viewer.seat : null,
    turn: s.turn,
    stepText: STEPS[s.turn.step],
    priority: s.priority,
    prompt: prompt(s),
    players: s.players.map((p) => ({
      seat: p.seat,
      character: card(p.character),
      items: cards(p.items),
      souls: cards(p.souls),
      soulCount: soulCount(s, p.seat),
      curses: cards(p.curses),
      handCount: p.hand.length,
      hand: seesAll(viewer, p.seat) ? cards(p.hand) : null,
      coins: p.coins,
      health: healthLeft(s, p.seat),
      maxHealth: maxHealth(s, p.seat),
      attack: attackOf(s, p.seat),
      lootPlays: p.lootPlays,
      purchases: p.purchases,
      attacks: p.attacks,
      diedThisTurn: p.diedThisTurn,
      conceded: p.conceded,
    })),
    deckCounts: { loot: s.decks.loot.length, treasure: s.decks.treasure.length, monster: s.decks.monster.length, room: s.decks.room.length },
    decks: deckOrders(s, viewer),
    discards: s.discards,
    slots: slotsView(s, me),
    stack: s.stack.map((i) => itemView(s, i, names)),
    pending: s.pending.map((p) => ({ ...p, item: itemView(s, p.item, names) })),
    resolving: s.resolving ? { ...s.resolving, item: itemView(s, s.resolving.item, names) } : null,
    limbo: cards(s.limbo),
    outside: s.outside,
    under: s.under,
    bonusSouls: s.bonusSouls,
    decision: d === null ? null : ownDecision || !hiddenDecision ? d : { kind: d.kind, seat: d.seat },
    looking:
      d?.kind === 'arrange' && ownDecision
        ? d.ids.flatMap((id) => {
            const c = s.decks[d.deck].find((x) => x.id === id);
            return c ? [card(c)] : [];
          })
        : null,
    winners: s.winners,
    endReason: s.endReason,
  };
}
