import type { Seat } from '../../engine';
import type { SlabIndex, SlabRef } from './state';

/** Where a card is drawn from (M-TURN-1, M-TURN-3). */
export type DrawSource = 'morgue' | 'manster' | 'graveyard';
export const DRAW_SOURCES: readonly DrawSource[] = ['morgue', 'manster', 'graveyard'];

/** What an instant effect is aimed at; which kind a card needs is given by decide/targets.ts. */
export type EffectTarget =
  | { readonly kind: 'stack'; readonly seat: Seat; readonly slab: SlabIndex }
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'graveyard'; readonly cardId: string }
  | { readonly kind: 'stackCard'; readonly seat: Seat; readonly slab: SlabIndex; readonly cardId: string };

/**
 * Commands. The acting seat is never a field: it comes from the authenticated context
 * (`ctx.seat`).
 */
export type MCommand =
  | { readonly type: 'draw'; readonly source: DrawSource }
  | { readonly type: 'offer-trade'; readonly to: Seat; readonly give: readonly string[]; readonly ask: number }
  | { readonly type: 'skip-trade' }
  | { readonly type: 'counter-trade'; readonly give: readonly string[]; readonly ask: number }
  | { readonly type: 'accept-trade'; readonly give: readonly string[] }
  | { readonly type: 'decline-trade' }
  /** `choice`: the option of a card whose effect says "choose one" (null otherwise). */
  | { readonly type: 'play-card'; readonly cardId: string; readonly to: SlabRef; readonly target: EffectTarget | null; readonly choice: number | null }
  | { readonly type: 'draw-instead'; readonly source: DrawSource }
  | { readonly type: 'end-play' }
  | { readonly type: 'swap' }
  | { readonly type: 'skip-swap' }
  | { readonly type: 'attack'; readonly defender: Seat }
  | { readonly type: 'concede' };

/**
 * RULING (M-TURN-2): the player whose turn it is may make up to this many trade offers in the
 * trade step (to any opponents, any number of cards each way); each offer may get one counter-offer.
 */
export const MAX_TRADE_ATTEMPTS = 3;
/** legalActions lists offers and counter-offers of up to this many cards each way; larger ones are legal too. */
export const LISTED_TRADE_CARDS = 2;
/** A shape bound for untrusted input, far above any hand. */
export const MAX_TRADE_IDS = 60;
/** M-TURN-3, M-SETUP-6: at most 3 cards per play window. */
export const MAX_PLAYS = 3;
