/**
 * Hidden-value check of everything our clients received in a pile match (`match:update`
 * messages). Hidden: the deck (order and content) and the other seat's hand; the seed and final
 * state hash until the match is over.
 *
 * Strict on the game's parts (view, legal actions, game events): a field not listed here counts
 * as a violation, because nobody checked what it carries. The other seat's hand at a seq is known
 * from that seat's own client (both clients of a match run in this process), so a hand value that
 * shows up on the wrong side is caught by value, not only by field name.
 */
import type { ClientEvent, MatchUpdate } from '../../src/client';
import { forbiddenKeys, intersects, unexpectedKeys, type HiddenValueReport } from './hidden-values';

const FORBIDDEN = new Set(['deck', 'hands', 'newDeck', 'secret', 'token']);
const VIEW_KEYS = new Set(['hand', 'handSizes', 'pile', 'plays', 'deckSize', 'turn']);
const ACTION_KEYS = new Set(['type', 'index']);
const DEALT_KEYS = new Set(['type', 'hand', 'deckSize']);
const PLAYED_KEYS_OWN = new Set(['type', 'seat', 'card', 'drawn', 'reshuffled']);
const PLAYED_KEYS_OTHER = new Set(['type', 'seat', 'card', 'reshuffled']);
/** Written by the server, not the game: public by construction (the seed in match.ended is revealed on purpose). */
const FRAMING = new Set(['match.created', 'seat.claimed', 'match.ended']);

interface PileViewShape {
  hand?: number[] | null;
  plays?: number;
}

interface GameEventShape {
  type: string;
  seat?: number;
  hand?: number[] | null;
  drawn?: number;
}

export function checkOursHiddenValues(messagesBySeat: readonly (readonly unknown[])[], report: HiddenValueReport): void {
  const updates = messagesBySeat.map((list) => list as readonly MatchUpdate[]);
  // Each seat's own hand at every seq it received a snapshot for, and at the deal.
  const handAt = updates.map((list) => new Map(list.map((u) => [u.seq, viewOf(u).hand ?? undefined] as const)));
  const dealtHand = updates.map((list) => list.map((u) => viewOf(u)).find((v) => v.plays === 0)?.hand ?? undefined);

  updates.forEach((list, seat) => {
    const other = 1 - seat;
    for (const u of list) {
      const problems: string[] = [];
      const snap = u.snapshot;
      const view = viewOf(u);
      for (const key of forbiddenKeys({ view: snap.view, legalActions: snap.legalActions, events: u.events.filter((e) => !FRAMING.has(e.type)) }, FORBIDDEN)) {
        problems.push(`a \`${key}\` field`);
      }
      if (unexpectedKeys(snap.view, VIEW_KEYS).length) problems.push('an unreviewed view field');
      if (intersects(view.hand ?? undefined, handAt[other]?.get(u.seq))) problems.push("the other seat's card in view.hand");
      if (snap.legalActions.some((a) => unexpectedKeys(a, ACTION_KEYS).length)) problems.push('an unreviewed legal-action field');
      if (snap.status !== 'finished' && (snap.seed !== null || snap.stateHash !== null)) problems.push('the seed or state hash before the end');
      for (const e of u.events) problems.push(...eventProblems(e, seat, handAt[seat], dealtHand[other]));
      report.add(problems);
    }
  });
}

function eventProblems(e: ClientEvent, seat: number, ownHandAt: Map<number, number[] | undefined> | undefined, otherDealt: number[] | undefined): string[] {
  if (FRAMING.has(e.type)) return [];
  const ev = e.event as unknown as GameEventShape;
  if (ev.type === 'pile.dealt') {
    const problems = unexpectedKeys(ev, DEALT_KEYS).length ? ['an unreviewed field in pile.dealt'] : [];
    return intersects(ev.hand ?? undefined, otherDealt) ? [...problems, "the other seat's hand in pile.dealt"] : problems;
  }
  if (ev.type === 'pile.played') {
    const own = ev.seat === seat;
    const problems = unexpectedKeys(ev, own ? PLAYED_KEYS_OWN : PLAYED_KEYS_OTHER).length
      ? [own ? 'an unreviewed field in own pile.played' : "the other seat's drawn card (or another unreviewed field) in pile.played"]
      : [];
    const hand = ownHandAt?.get(e.seq);
    if (own && ev.drawn !== undefined && hand && !hand.includes(ev.drawn)) problems.push('a drawn card that is not in the own hand');
    return problems;
  }
  return [`an unknown event type ${ev.type}`];
}

function viewOf(u: MatchUpdate): PileViewShape {
  return (u.snapshot.view ?? {}) as PileViewShape;
}
