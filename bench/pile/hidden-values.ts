/**
 * The tally of the hidden-value checks (ours-hidden-values.ts, bgio-hidden-values.ts): how many
 * received messages held something their seat may not see, and what, so the notes can say it.
 */
export class HiddenValueReport {
  messages = 0;
  violations = 0;
  private readonly kinds = new Map<string, number>();

  /** Records one checked message with the problems found in it (none: clean). */
  add(problems: readonly string[]): void {
    this.messages += 1;
    if (problems.length === 0) return;
    this.violations += 1;
    for (const p of new Set(problems)) this.kinds.set(p, (this.kinds.get(p) ?? 0) + 1);
  }

  /** Adds another tally to this one. */
  absorb(other: HiddenValueReport): void {
    this.messages += other.messages;
    this.violations += other.violations;
    for (const [k, n] of other.kinds) this.kinds.set(k, (this.kinds.get(k) ?? 0) + n);
  }

  /** "what (n messages)", most frequent first. */
  describe(): string[] {
    return [...this.kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} (${n} message${n === 1 ? '' : 's'})`);
  }
}

/** The forbidden key names found in a JSON value, at any depth (keys that must never reach a client). */
export function forbiddenKeys(value: unknown, forbidden: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v)) {
        if (forbidden.has(k)) found.add(k);
        walk(child);
      }
    }
  };
  walk(value);
  return [...found];
}

/** Keys of `obj` outside `allowed` (a field nobody reviewed might carry anything). */
export function unexpectedKeys(obj: unknown, allowed: ReadonlySet<string>): string[] {
  if (typeof obj !== 'object' || obj === null) return [];
  return Object.keys(obj).filter((k) => !allowed.has(k));
}

export function intersects(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (!a || !b) return false;
  return a.some((v) => b.includes(v));
}
