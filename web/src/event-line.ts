import type { ClientCause } from '../../src/client';
import { cardName } from './catalog';

/**
 * What a line is written from: the server's text and the event's cause, as the table's events,
 * the replay's steps and the dispute review's steps all carry them. The review's cause says more:
 * only its rules and card are read, and its card's printed name, which spares that page the catalog.
 */
export interface Worded {
  readonly text: string;
  readonly cause: (Pick<ClientCause, 'rules'> & { readonly card: (NonNullable<ClientCause['card']> & { readonly name?: string }) | null }) | null;
}

/**
 * A log line's words for one event: the server's text, prefixed by why it happened when the event
 * carries a cause the line does not already say. A card's effect reads "Trapdoor Spider's effect:
 * Newbie discards Skeleton Key" (the card named from the catalog, never by its id); a rule acting
 * on its own reads "Rule: death penalty — Newbie discards Skeleton Key". A seat's own plain move
 * (a pass, an attack it declared) gets no prefix. The one wording of a line, for the table's log,
 * the replay's step and the dispute review's step list.
 */
export function eventLine(e: Worded): string {
  const why = causeWords(e);
  if (!why) return e.text;
  return why.startsWith('Rule: ') ? `${why} — ${e.text}` : `${why}: ${e.text}`;
}

/** "Trapdoor Spider's effect", "Rule: death penalty", or null when the cause adds nothing to the line. */
export function causeWords(e: Worded): string | null {
  const cause = e.cause;
  if (!cause) return null;
  if (cause.card) {
    const name = cause.card.name ?? cardName(cause.card.card);
    // The line already names the card ("P2 played Butter Bean"): saying it again adds nothing.
    if (name === cause.card.card || e.text.includes(name)) return null;
    return `${possessive(name)} ${abilityWords(cause.card.ability)}`;
  }
  const rule = ruleWords(cause.rules);
  return rule ? `Rule: ${rule}` : null;
}

/** Which part of a card acted, in words: "effect", "ability", "trigger", "on-death trigger"... */
function abilityWords(ability: string | null): string {
  if (!ability) return 'effect';
  if (/^ability \d+$/.test(ability)) return 'ability';
  if (ability.startsWith('trigger ')) return 'triggered ability';
  if (ability === 'on death') return 'death trigger';
  if (ability.startsWith('when ')) return 'triggered effect';
  return ability;
}

/**
 * The rules that act on their own (no card, no seat's choice), by rule id or family, in words. The
 * first of an event's rules found here names it; other rules (priority, a declared attack) add no
 * prefix. A rule marked `first` names the event only when the event cites it first: direct damage
 * cites the attack (M-TURN-5) before elimination's count (M-END-1), and is the attack's doing.
 * M-END-2 (the last player left wins) names nothing: its events say it already ("Ada concedes",
 * "Bob wins", "Match over: Bob won as the last player standing"). Nor do the deadline defaults
 * (R-MATCH-1, M-MISC-4): every decision cites them, deadlines or not, and a move the server made
 * on a deadline says so on its own line in the server's words; what followed was nobody's choice.
 */
const RULE_WORDS: readonly (readonly [RegExp, string, 'first'?])[] = [
  [/^R-PDEATH-3$/, 'death penalty'],
  [/^R-PDEATH-/, 'player death'],
  [/^R-MDEATH-/, 'monster death'],
  [/^R-REFILL-/, 'refilling slots'],
  [/^M-MISC-2$/, 'meat removed from a full stack'],
  [/^M-END-1$/, 'elimination', 'first'],
];

export function ruleWords(rules: readonly string[]): string | null {
  for (const [pattern, words, first] of RULE_WORDS) if (first ? pattern.test(rules[0] ?? '') : rules.some((r) => pattern.test(r))) return words;
  return null;
}

/** "Trapdoor Spider's", "Sack of Pennies'". */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}
