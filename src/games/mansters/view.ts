import type { Outcome, Prompt, Seat, Viewer } from '../../engine';
import { cardDef } from './cards/catalog';
import type { CardKind } from './cards/types';
import { prompt } from './prompt';
import { missingKinds, stackStats } from './stats';
import type { CardInstance, MState, Phase, PlayerStatus, SlabIndex, Stack, Step } from './state';

/*
 * view: the only way state leaves the server (hidden information). Hidden zones (decks, other hands, other
 * players' trade offers) appear as counts only; `omniscient` sees everything.
 */

/**
 * A card as the view sends it: the object id, the catalog card id (`GET /games/mansters/cards`
 * has its text and every printed value), its name, kind and the values it adds to a stack.
 */
export interface CardView {
  readonly id: string;
  readonly card: string;
  readonly name: string;
  readonly kind: CardKind;
  /** Meat value (M-CARD-2) or a manster's health boost (M-CARD-6), plus an ongoing health bonus. */
  readonly health: number;
  /** Bone value (M-CARD-3) or a manster's damage boost (M-CARD-6), plus an ongoing attack bonus. */
  readonly damage: number;
}

/** A stack with its current numbers (stats.ts): a client never adds them up itself. */
export interface StackView {
  /** Bottom first. */
  readonly cards: readonly CardView[];
  /** Its health: meat (M-CARD-2), mansters and health bonuses. */
  readonly health: number;
  /** Its attack: bone (M-CARD-3), mansters and attack bonuses, never below 0. */
  readonly attack: number;
  /** Damage taken so far (it stays until the stack is defeated, M-TURN-6). */
  readonly damage: number;
  /** Health left: `health - damage`. */
  readonly remaining: number;
  /** M-CARD-5: at least one meat, one bone and one spirit card. */
  readonly full: boolean;
  /** The kinds it still needs to be full (meat, bone, spirit), [] when full: only a full active stack blocks an attack (M-TURN-6). */
  readonly needs: readonly ('meat' | 'bone' | 'spirit')[];
  /** How many cards of each kind it holds. */
  readonly counts: Readonly<Record<CardKind, number>>;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly status: PlayerStatus;
  readonly handSize: number;
  /** Only for the seat itself and omniscient viewers. */
  readonly hand: readonly CardView[] | null;
  readonly slabs: readonly [StackView | null, StackView | null];
  readonly activeSlab: SlabIndex;
  /** The slab whose stack takes no damage until this player's next turn (Warding Candle), if any. */
  readonly shieldedSlab: SlabIndex | null;
  readonly directDamage: number;
}

export interface TradeView {
  readonly from: Seat;
  readonly to: Seat;
  /** Only for the two players (M-TURN-2 RULING) and omniscient viewers. */
  readonly give: readonly CardView[] | null;
  readonly ask: number | null;
  readonly counter: boolean;
}

export interface MView {
  readonly viewer: Viewer['kind'];
  readonly you: Seat | null;
  readonly phase: Phase;
  readonly seatCount: number;
  readonly firstPlayer: Seat | null;
  readonly current: Seat | null;
  readonly step: Step | null;
  readonly playsMade: number;
  readonly turnNumber: number;
  /** RULING M-END-3: null when the match has no round limit (the default). */
  readonly turnLimit: number | null;
  readonly morgueCount: number;
  readonly mansterDeckCount: number;
  /** Top first (M-ZONE-2: public and ordered). */
  readonly graveyard: readonly CardView[];
  readonly revealed: readonly { readonly seat: Seat; readonly card: CardView }[];
  readonly players: readonly PlayerView[];
  readonly trade: TradeView | null;
  readonly prompt: Prompt | null;
  readonly outcome: Outcome | null;
  /** Omniscient only. */
  readonly morgue: readonly CardView[] | null;
  readonly mansterDeck: readonly CardView[] | null;
}

export function cardView(c: CardInstance): CardView {
  const def = cardDef(c.card);
  const bonus = (type: 'healthBonus' | 'attackBonus') => (def.ongoing?.type === type ? def.ongoing.amount : 0);
  return { id: c.id, card: c.card, name: def.name, kind: def.kind, health: def.health + bonus('healthBonus'), damage: def.damage + bonus('attackBonus') };
}

export function stackView(s: Stack | null): StackView | null {
  if (!s) return null;
  const st = stackStats(s);
  return {
    cards: s.cards.map(cardView),
    health: st.health,
    attack: st.attack,
    damage: s.damage,
    remaining: st.remaining,
    full: st.full,
    needs: missingKinds(s),
    counts: st.counts,
  };
}

export function view(state: MState, viewer: Viewer): MView {
  const all = viewer.kind === 'omniscient';
  const you = viewer.kind === 'seat' ? viewer.seat : null;
  const sees = (seat: Seat): boolean => all || you === seat;
  const offer = state.tradeOffer;
  return {
    viewer: viewer.kind,
    you,
    phase: state.phase,
    seatCount: state.seatCount,
    firstPlayer: state.firstPlayer,
    current: state.current,
    step: state.step,
    playsMade: state.playsMade,
    turnNumber: state.turnNumber,
    turnLimit: state.turnLimit,
    morgueCount: state.morgue.length,
    mansterDeckCount: state.mansterDeck.length,
    graveyard: state.graveyard.map(cardView),
    revealed: state.revealed.map((r) => ({ seat: r.seat, card: cardView(r.card) })),
    players: state.players.map((p, seat) => ({
      seat,
      status: p.status,
      handSize: p.hand.length,
      hand: sees(seat) ? p.hand.map(cardView) : null,
      slabs: [stackView(p.slabs[0]), stackView(p.slabs[1])],
      activeSlab: p.activeSlab,
      shieldedSlab: p.shieldedSlab,
      directDamage: p.directDamage,
    })),
    trade: offer
      ? {
          from: offer.from,
          to: offer.to,
          give: sees(offer.from) || sees(offer.to) ? offer.give.map(cardView) : null,
          ask: sees(offer.from) || sees(offer.to) ? offer.ask : null,
          counter: offer.counter,
        }
      : null,
    prompt: prompt(state),
    outcome: state.outcome,
    morgue: all ? state.morgue.map(cardView) : null,
    mansterDeck: all ? state.mansterDeck.map(cardView) : null,
  };
}
