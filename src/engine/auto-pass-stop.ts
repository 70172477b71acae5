/**
 * Priority stops (R-MATCH-3): how far a seat lets the server pass priority for it. Every mode
 * passes when passing is the seat's only legal action; the others also pass when the seat could
 * act but said it would not, and never answer a decision for it (order, choose, arrange).
 *
 * - `only-pass`: nothing more.
 * - `smart`: pass when nothing the seat could do changes anything: in its own turn it stops when a
 *   turn action is open (attack, purchase, end the turn) or when it could act on the top of the
 *   stack (modify that roll, cancel that effect); in another player's turn it stops only when the
 *   top of the stack aims at it or at something it controls and it could answer that (act on the
 *   object, or cancel, prevent, heal).
 * - `my-turn`: pass every priority outside the seat's own turns.
 * - `targeted`: pass every priority unless the top of the stack aims at the seat or its things
 *   (its own turn's actions still stop).
 * - `end-of-turn`: pass every priority while the turn numbered `turn` lasts, then behave as `smart`.
 */
export const AUTO_PASS_MODES = ['only-pass', 'smart', 'my-turn', 'targeted', 'end-of-turn'] as const;
export type AutoPassMode = (typeof AUTO_PASS_MODES)[number];

export interface AutoPassStop {
  readonly mode: AutoPassMode;
  /** `end-of-turn`: the game's number of the turn to pass through. */
  readonly turn?: number;
}

/** The stop a plain `autoPass: true` means (the protocol's default). */
export const ONLY_PASS: AutoPassStop = { mode: 'only-pass' };

export function isAutoPassMode(x: unknown): x is AutoPassMode {
  return typeof x === 'string' && (AUTO_PASS_MODES as readonly string[]).includes(x);
}
