import type { ActionInfo, ActionRef, GameMessage } from '../../../src/client';

/**
 * Acting by the cards: which table element each of the seat's legal actions is about, from the
 * server's `actions[].refs` (the first ref is what the action is done with or to, the others what it
 * aims at, in order). A click on an element selects it (its actions); a click on a highlighted
 * element picks the next target; the action is sent once one remains.
 */

/** One element of the table an action names: `obj:ID`, `seat:N`, or a game's own (`deck:monster`, `slab:0:1`). */
export type PickKey = string;

export const refKey = (r: ActionRef): PickKey => ('object' in r ? `obj:${r.object}` : `seat:${r.seat}`);

/** What a game module adds to the generic picking (web/src/games.ts). */
export interface PickHints {
  /** Where an action naming nothing (no refs) sits on the table, e.g. an attack on the monster deck; null: the action bar. */
  readonly anchor?: (command: GameMessage) => PickKey | null;
  /** Picks the refs do not carry (where a card goes, e.g. a Mansters slab), before the refs' targets. */
  readonly extraPicks?: (command: GameMessage) => readonly PickKey[];
  /** The name of a variant of an action (a toggle on the card, e.g. "tap your character"), null for the plain one. */
  readonly variant?: (command: GameMessage) => string | null;
  /** Actions also listed in the action bar (the answers of a decision), though they sit on the table. */
  readonly alsoInBar?: (command: GameMessage) => boolean;
}

export interface Candidate {
  readonly action: ActionInfo;
  /** The element it is done with, or null: it belongs to the action bar. */
  readonly subject: PickKey | null;
  /** What it aims at, in the order they are picked. */
  readonly rest: readonly PickKey[];
  readonly variant: string | null;
}

/** Pass and concede have their own buttons in the action bar. */
export const BAR_OWN = new Set(['pass', 'concede']);

export function candidates(actions: readonly ActionInfo[], hints: PickHints): Candidate[] {
  return actions
    .filter((a) => !BAR_OWN.has(a.command.type))
    .map((action) => {
      const [first, ...others] = action.refs;
      const subject = first ? refKey(first) : (hints.anchor?.(action.command) ?? null);
      return {
        action,
        subject,
        rest: [...(hints.extraPicks?.(action.command) ?? []), ...others.map(refKey)],
        variant: hints.variant?.(action.command) ?? null,
      };
    });
}

/** A card being acted with: its key, the targets picked so far and whether its variant is on. */
export interface Selection {
  readonly subject: PickKey;
  readonly picked: readonly PickKey[];
  readonly variantOn: boolean;
}

export interface SelectionModel {
  /** The candidates still matching the selection (variant and picks so far). */
  readonly matching: readonly Candidate[];
  /** Elements to click next, highlighted on the table. */
  readonly targets: ReadonlySet<PickKey>;
  /** Actions complete now (nothing left to pick), one per distinct label. */
  readonly complete: readonly Candidate[];
  /** The subject's variant name when it has one (shown as a toggle). */
  readonly variant: string | null;
  /** The picks so far, with those made for the player (a single possible target). */
  readonly picked: readonly PickKey[];
}

/** One per label: the same words twice are the same choice for the player. */
export function distinctByLabel<T extends { action: ActionInfo }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((c) => (seen.has(c.action.label) ? false : (seen.add(c.action.label), true)));
}

export function selectionModel(all: readonly Candidate[], sel: Selection): SelectionModel {
  const own = all.filter((c) => c.subject === sel.subject);
  const variant = own.find((c) => c.variant !== null)?.variant ?? null;
  const hasPlain = own.some((c) => c.variant === null);
  const variantOn = variant !== null && (sel.variantOn || !hasPlain);
  const picked = [...sel.picked];
  for (;;) {
    const matching = own.filter((c) => (c.variant !== null) === variantOn && picked.every((k, i) => c.rest[i] === k));
    const n = picked.length;
    const targets = new Set(matching.flatMap((c) => (c.rest.length > n ? [c.rest[n]!] : [])));
    const complete = distinctByLabel(matching.filter((c) => c.rest.length === n));
    // A target that is the only one possible is picked without a click.
    if (targets.size === 1 && complete.length === 0) {
      picked.push([...targets][0]!);
      continue;
    }
    return { matching, targets, complete, variant: variant !== null && hasPlain ? variant : null, picked };
  }
}

/** The elements that have something to do now, with a short word for each (the chip on the card). */
export function subjects(all: readonly Candidate[]): Map<PickKey, Candidate[]> {
  const map = new Map<PickKey, Candidate[]>();
  for (const c of all) if (c.subject !== null) map.set(c.subject, [...(map.get(c.subject) ?? []), c]);
  return map;
}

/** The verb of a label ("Attack Trite (needs 5+)" → "Attack"), for a card's chip. */
export function verb(label: string): string {
  return label.split(/[\s:(]/)[0] ?? label;
}
