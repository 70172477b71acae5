/** Where to go: exactly one of these (none: the last step). */
export interface SeekTarget {
  readonly step?: number;
  readonly turn?: number;
  /** The step containing this seq. */
  readonly seq?: number;
  /** The first stack resolution after this step. */
  readonly resolutionAfter?: number;
}
