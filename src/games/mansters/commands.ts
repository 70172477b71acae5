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
  | { readonly type: 'offerTrade'; readonly to: Seat; readonly give: readonly string[]; readonly ask: number }
  | { readonly type: 'skipTrade' }
  | { readonly type: 'acceptTrade'; readonly give: readonly string[] }
  | { readonly type: 'declineTrade' }
  | { readonly type: 'playCard'; readonly cardId: string; readonly to: SlabRef; readonly target: EffectTarget | null }
  | { readonly type: 'drawInstead'; readonly source: DrawSource }
  | { readonly type: 'endPlay' }
  | { readonly type: 'swap' }
  | { readonly type: 'skipSwap' }
  | { readonly type: 'attack'; readonly defender: Seat }
  | { readonly type: 'concede' };

export type MCommandType = MCommand['type'];

/** RULING (M-TURN-2): an offer gives 1–2 cards and asks for 1–2 cards. */
export const TRADE_MAX_CARDS = 2;
/** M-TURN-3, M-SETUP-6: at most 3 cards per play window. */
export const MAX_PLAYS = 3;
