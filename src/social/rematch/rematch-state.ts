/** Where a finished match stands on its rematch. */
export interface RematchState {
  readonly matchId: string;
  /** The seats people play (the ones that must accept). */
  readonly humanSeats: readonly number[];
  /** The human seats that offered or accepted, in seat order. */
  readonly accepted: readonly number[];
  /** The rematch, once every human seat accepted; null before. */
  readonly rematch: string | null;
  /** The match this one is the rematch of, or null. */
  readonly rematchOf: string | null;
}
