import { canonicalJson, isRejection, rngFromInt, type Rng, type Seat, type Viewer } from '../../engine';
import { CARDS, cardDef } from './cards/catalog';
import type { MCommand } from './commands';
import type { MEvent } from './events';
import { mansters } from './index';
import { must } from './must';
import { legalActions } from './legal-actions';
import { waitedSeat } from './queries';
import { playerAt, allCards, isLive, type CardInstance, type MState } from './state';

/*
 * Invariants checked by the property tests (test support only).
 */

/** Cards are conserved: same multiset of card definitions in all zones, no duplicate ids. */
const CARD_INDEX: ReadonlyMap<string, number> = new Map(CARDS.map((c, i) => [c.id, i]));

/** Cards are conserved: the same number of each card definition across all zones. */
export function cardCensus(state: MState): string {
  const counts = new Array<number>(CARDS.length).fill(0);
  const add = (cards: readonly CardInstance[]): void => {
    for (const c of cards) {
      const i = must(CARD_INDEX.get(c.card), `catalog index of ${c.card}`);
      counts[i] = (counts[i] ?? 0) + 1;
    }
  };
  add(state.morgue);
  add(state.mansterDeck);
  add(state.graveyard);
  for (const r of state.revealed) add([r.card]);
  for (const p of state.players) {
    add(p.hand);
    if (p.slabs[0]) add(p.slabs[0].cards);
    if (p.slabs[1]) add(p.slabs[1].cards);
  }
  return counts.join(',');
}

/** No two card instances share an object id. */
export function assertUniqueIds(state: MState): void {
  const cards = allCards(state);
  if (new Set(cards.map((c) => c.id)).size !== cards.length) throw new Error('duplicate object id in state');
}

/** Ids `viewer` must never see: deck cards and other seats' hands (minus offered cards shown to a trade partner). */
export function hiddenIds(state: MState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  if (viewer.kind === 'omniscient') return out;
  for (const c of [...state.morgue, ...state.mansterDeck]) out.add(c.id);
  state.players.forEach((p, seat) => {
    if (viewer.kind === 'seat' && viewer.seat === seat) return;
    for (const c of p.hand) out.add(c.id);
  });
  return out;
}

/** Offered cards are shown to the trade partner (M-TURN-2): not hidden from either party. */
function offeredTo(state: MState, viewer: Viewer): string[] {
  const offer = state.tradeOffer;
  return offer && viewer.kind === 'seat' && (viewer.seat === offer.from || viewer.seat === offer.to) ? offer.give.map((c) => c.id) : [];
}

const ID_PATTERN = /"(c\d+)"/g;

export function leakedIds(json: string, hidden: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of json.matchAll(ID_PATTERN)) {
    const id = m[1];
    if (id !== undefined && hidden.has(id)) out.push(id);
  }
  return out;
}

/**
 * The hidden-information check of one step (hidden information): each seat and a spectator get a view and
 * the redacted events; none may name an id that was hidden from them before or after the step,
 * other hands and deck contents stay out, and trade offers reach only their two players.
 */
export function checkNoLeaks(before: MState, after: MState, events: readonly MEvent[]): void {
  const viewers: Viewer[] = [{ kind: 'spectator' }, ...after.players.map((_, seat): Viewer => ({ kind: 'seat', seat }))];
  for (const viewer of viewers) {
    const hidden = new Set([...hiddenIds(before, viewer), ...hiddenIds(after, viewer)]);
    for (const id of [...offeredTo(before, viewer), ...offeredTo(after, viewer)]) hidden.delete(id);
    const v = mansters.view(after, viewer);
    const vj = JSON.stringify(v);
    const leaks = leakedIds(vj, hidden);
    if (leaks.length > 0) throw new Error(`view for ${JSON.stringify(viewer)} leaks ${leaks.join(',')}`);
    if (v.morgue !== null || v.mansterDeck !== null) throw new Error('deck contents in a non-omniscient view');
    v.players.forEach((p) => {
      if (p.hand !== null && !(viewer.kind === 'seat' && viewer.seat === p.seat)) throw new Error('another hand in a view');
    });
    const party = (from: Seat, to: Seat) => viewer.kind === 'seat' && (viewer.seat === from || viewer.seat === to);
    if (v.trade && !party(v.trade.from, v.trade.to) && (v.trade.give !== null || v.trade.ask !== null)) throw new Error('trade offer seen by a third party');
    for (const e of events) {
      const red = mansters.redactEvent(e, viewer);
      const rj = JSON.stringify(red);
      const l = leakedIds(rj, hidden);
      if (l.length > 0) throw new Error(`${e.type} for ${JSON.stringify(viewer)} leaks ${l.join(',')}: ${rj}`);
      if (
        (e.type === 'trade-offered' || e.type === 'trade-countered') &&
        !party(e.from, e.to) &&
        canonicalJson(red) !== canonicalJson({ type: e.type, from: e.from, to: e.to })
      ) {
        throw new Error('trade offer contents reached a third party');
      }
      if (
        (e.type === 'cards-drawn' && e.source !== 'graveyard') ||
        e.type === 'decks-formed' ||
        e.type === 'manster-deck-shuffled' ||
        e.type === 'deck-rebuilt'
      ) {
        if (!(viewer.kind === 'seat' && e.type === 'cards-drawn' && e.seat === viewer.seat)) {
          // Hidden card identities: no card definition of the hidden cards may appear.
          const hiddenCards = e.type === 'decks-formed' ? [...e.morgue, ...e.mansterDeck] : e.cards;
          if (hiddenCards.some((c) => rj.includes(`"${c.card}"`))) throw new Error(`${e.type} names a hidden card for ${JSON.stringify(viewer)}`);
        }
      }
      if (mansters.describeEvent(red, before).length === 0) throw new Error('empty describe line');
    }
  }
}

/** Every legal action of `seat` is accepted by decide (and changes nothing when tried). */
export function checkLegalActionsAccepted(state: MState, seat: Seat): number {
  const actions = legalActions(state, seat);
  const snapshot = JSON.stringify(state);
  for (const cmd of actions) {
    const parsed = mansters.parseCommand(JSON.parse(JSON.stringify(cmd)));
    if (isRejection(parsed)) throw new Error(`legal action fails parseCommand: ${JSON.stringify(cmd)} ${parsed.message}`);
    const r = mansters.decide(state, cmd, { seat, origin: 'player', rng: rngFromInt(7) });
    if (isRejection(r)) throw new Error(`legal action refused: ${JSON.stringify(cmd)} -> ${r.code} ${r.message}`);
  }
  if (JSON.stringify(state) !== snapshot) throw new Error('decide mutated its input state');
  return actions.length;
}

/** The prompted seat always has something real to do. */
export function checkNotStuck(state: MState): void {
  if (state.phase === 'over') return;
  const w = waitedSeat(state);
  if (w === null) throw new Error(`no prompt in phase ${state.phase}`);
  if (!isLive(state, w)) throw new Error('prompt waits for a seat that is out');
  if (!legalActions(state, w).some((a) => a.type !== 'concede')) throw new Error(`stuck prompt ${state.step}`);
  const fallback = mansters.defaultAction(state, w);
  if (!fallback) throw new Error('no default action');
  // M-MISC-4: the deadline default is itself one of the legal actions.
  if (!legalActions(state, w).some((a) => canonicalJson(a) === canonicalJson(fallback))) throw new Error(`default ${JSON.stringify(fallback)} is not legal`);
}

/**
 * Sometimes a seat the game is not waiting for plays an "at any time" card (M-MISC-3), and very
 * rarely someone concedes, so the property tests reach those paths too.
 */
export function interjector(pAnyTime: number, pConcede: number) {
  return (state: MState, rng: Rng): [Seat, MCommand] | null => {
    if (state.phase !== 'opening' && state.phase !== 'turns') return null;
    const roll = rng.int(0, 9999) / 10000;
    if (roll < pConcede) {
      const live = state.players.flatMap((p, i) => (p.status === 'playing' ? [i] : []));
      return [rng.pick(live), { type: 'concede' }];
    }
    if (roll < pConcede + pAnyTime) {
      for (let s = 0; s < state.seatCount; s += 1) {
        if (!isLive(state, s) || waitedSeat(state) === s) continue;
        const plays = legalActions(state, s).filter(
          (a) => a.type === 'play-card' && cardDef(playerAt(state, s).hand.find((h) => h.id === a.cardId)!.card).atAnyTime,
        );
        if (plays.length > 0) return [s, rng.pick(plays)];
      }
    }
    return null;
  };
}

/** State, events and views must be plain JSON (jsonb, canonicalJson): no undefined, Map, class or NaN. */
export function assertPlainJson(value: unknown, path = '$'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertPlainJson(v, `${path}[${i}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) assertPlainJson(v, `${path}.${k}`);
    return;
  }
  throw new Error(`${path} is not plain JSON (${typeof value})`);
}
