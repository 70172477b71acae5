/** The sizes of the "pile" workload (docs/peer-workload.md), shared by both implementations and the checks. */
export const PILE = {
  cards: 40,
  handSize: 5,
  /** The match ends after this many plays (30 per seat). */
  plays: 60,
} as const;
