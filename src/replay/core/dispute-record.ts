/**
 * A dispute as players, spectators, reviewers and the export file see it (docs/disputes.md): a
 * seat's claim about one step of a finished match, and the reviewer's verdict once recorded.
 */
export interface MatchDispute {
  readonly disputeId: string;
  readonly matchId: string;
  /** The disputed step, by the seq of its event (as the dispute page and `#/replay/:id?seq=` name it). */
  readonly seq: number;
  /** The seat that opened it. */
  readonly seat: number;
  /** How the seat proved itself: `seat-token`, or `account:<username>` for the account that owns the seat. */
  readonly openedBy: string;
  readonly claim: string;
  readonly openedAt: string;
  readonly status: 'open' | 'decided';
  readonly verdict: DisputeVerdict | null;
}

export interface DisputeVerdict {
  /** `upheld`: the claim is right (the step was wrong); `rejected`: the step stands. */
  readonly verdict: 'upheld' | 'rejected';
  readonly note: string;
  /** Who decided: `operator`, or `account:<username>` for a reviewer account. */
  readonly reviewer: string;
  readonly decidedAt: string;
}
