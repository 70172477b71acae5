import type { ReplayMarkers, StepIndex, StepUnit } from './steps';

/**
 * The step index of one match, built incrementally (a stream only grows) from the least that
 * numbering needs per event: its type and whether it continues the previous event's command.
 * Gives the same `StepIndex` as `buildStepIndex` over the same events, without keeping an object
 * per event: for a 10,000-event match it holds the action step ends and the turn and resolution seqs,
 * plus the indexes last handed out.
 */
export class StepLog {
  private lastSeq = 0;
  private lastTypeName: string | null = null;
  /** Ends of action steps; the last one is provisional until the next event (same command: not an end). */
  private readonly actionEnds: number[] = [0];
  private readonly turnStarts: number[] = [];
  private readonly resolutions: number[] = [];
  private readonly kinds = new Map<string, number>();
  /** Indexes handed out, per unit, at the length they were built for (finished matches: for good). */
  private readonly built = new Map<StepUnit, StepIndex>();

  constructor(private readonly markers: ReplayMarkers) {}

  get seq(): number {
    return this.lastSeq;
  }

  get lastType(): string | null {
    return this.lastTypeName;
  }

  /**
   * Appends events `firstSeq`, `firstSeq + 1`, ...: `types[i]` and `continues[i]` (the event has a
   * command id equal to the previous event's). Events at or below the known seq are skipped (a
   * concurrent reader may have appended them already); a gap is an error.
   */
  append(firstSeq: number, types: readonly string[], continues: readonly boolean[]): void {
    for (let i = 0; i < types.length; i += 1) {
      const seq = firstSeq + i;
      if (seq <= this.lastSeq) continue;
      if (seq !== this.lastSeq + 1) throw new Error(`replay: step metadata for seq ${seq} follows seq ${this.lastSeq}`);
      const type = types[i] as string;
      const kind = this.kindOf(type);
      if (kind & 1) this.turnStarts.push(seq);
      if (kind & 2) this.resolutions.push(seq);
      // The previous event ended its step unless this one continues its command.
      if (continues[i] && this.actionEnds.length > 1 && this.actionEnds[this.actionEnds.length - 1] === seq - 1) this.actionEnds.pop();
      this.actionEnds.push(seq);
      this.lastSeq = seq;
      this.lastTypeName = type;
    }
  }

  /** The index as of now. Arrays are copied when the log grew since the last call, never mutated after. */
  index(unit: StepUnit): StepIndex {
    const known = this.built.get(unit);
    if (known && (known.ends[known.ends.length - 1] ?? 0) === this.lastSeq) return known;
    // Event step k ends at seq k (seqs are 1..n without gaps).
    const ends = unit === 'event' ? Array.from({ length: this.lastSeq + 1 }, (_, k) => k) : this.actionEnds.slice();
    const index: StepIndex = { unit, ends, turnStarts: this.turnStarts.slice(), resolutions: this.resolutions.slice() };
    this.built.set(unit, index);
    return index;
  }

  private kindOf(type: string): number {
    let kind = this.kinds.get(type);
    if (kind === undefined) {
      kind = (this.markers.isTurnStart(type) ? 1 : 0) | (this.markers.isResolution(type) ? 2 : 0);
      this.kinds.set(type, kind);
    }
    return kind;
  }
}
