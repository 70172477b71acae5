import type { Outcome, Prompt, Seat, Viewer } from '../../engine';
import { cardDef } from './cards/catalog';
import { prompt } from './prompt';
import { inactiveProtected, stackStats } from './stats';
import type { CardInstance, MState, Phase, PlayerStatus, SlabIndex, Stack, Step } from './state';

/*
 * view: the only way state leaves the server (DESIGN §3). Hidden zones (decks, other hands, other
 * players' trade offers) appear as counts only; `omniscient` sees everything.
 */

export interface CardView {
  readonly id: string;
  readonly card: string;
  readonly name: string;
}

export interface StackView {
  readonly cards: readonly CardView[];
  readonly health: number;
  readonly attack: number;
  readonly damage: number;
  readonly remaining: number;
  readonly full: boolean;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly status: PlayerStatus;
  readonly handSize: number;
  /** Only for the seat itself and omniscient viewers. */
  readonly hand: readonly CardView[] | null;
  readonly slabs: readonly [StackView | null, StackView | null];
  readonly activeSlab: SlabIndex;
  readonly inactiveProtected: boolean;
  readonly directDamage: number;
}

export interface TradeView {
  readonly from: Seat;
  readonly to: Seat;
  /** Only for the two players (M-TURN-2 RULING) and omniscient viewers. */
  readonly give: readonly CardView[] | null;
  readonly ask: number | null;
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
  readonly turnLimit: number;
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

export const cardView = (c: CardInstance): CardView => ({ id: c.id, card: c.card, name: cardDef(c.card).name });

export function stackView(s: Stack | null): StackView | null {
  if (!s) return null;
  const st = stackStats(s);
  return { cards: s.cards.map(cardView), health: st.health, attack: st.attack, damage: s.damage, remaining: st.remaining, full: st.full };
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
      inactiveProtected: inactiveProtected(p),
      directDamage: p.directDamage,
    })),
    trade: offer
      ? {
          from: offer.from,
          to: offer.to,
          give: sees(offer.from) || sees(offer.to) ? offer.give.map(cardView) : null,
          ask: sees(offer.from) || sees(offer.to) ? offer.ask : null,
        }
      : null,
    prompt: prompt(state),
    outcome: state.outcome,
    morgue: all ? state.morgue.map(cardView) : null,
    mansterDeck: all ? state.mansterDeck.map(cardView) : null,
  };
}
