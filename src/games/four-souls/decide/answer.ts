/**
 * Answers to decisions: the order of simultaneous triggers (R-STACK-9/10), a choice made while an
 * effect resolves (discard, destroy, slot, cursed player, discard to 10) and rearranging the top of
 * a deck. Closing the decision lets the settle loop carry on with the suspended resolution.
 */
import type { Rejection, Seat } from '../../../engine';
import { placeAttackedMonster } from '../combat';
import { curse, discardFromHand, passHaunt } from '../effects/player-ops';
import { destroyItem } from '../effects/finish';
import { giveToActive } from '../priority';
import { Rejections } from '../rejections';
import { pushGroup } from '../triggers';
import type { FsState } from '../types';
import { emit, type Work } from '../work';
import type { FsCommand } from '../commands';

function isPermutation(given: readonly string[], wanted: readonly string[]): boolean {
  return given.length === wanted.length && new Set(given).size === given.length && given.every((k) => wanted.includes(k));
}

export function checkAnswer(s: FsState, seat: Seat, c: FsCommand): Rejection | null {
  const d = s.decision;
  if (!d) return Rejections.wrongPrompt('no decision is pending');
  if (d.seat !== seat) return Rejections.notYourDecision(`waiting for seat ${d.seat}`);
  if (c.type === 'order-triggers') {
    if (d.kind !== 'order-triggers') return Rejections.wrongPrompt(`the pending decision is ${d.kind}`);
    return isPermutation(c.keys, d.keys) ? null : Rejections.badOrder('give every pending trigger exactly once');
  }
  if (c.type === 'choose') {
    if (d.kind !== 'choose') return Rejections.wrongPrompt(`the pending decision is ${d.kind}`);
    return d.options.includes(c.option) ? null : Rejections.badChoice('not one of the options');
  }
  if (c.type === 'arrange') {
    if (d.kind !== 'arrange') return Rejections.wrongPrompt(`the pending decision is ${d.kind}`);
    return isPermutation(c.ids, d.ids) ? null : Rejections.badOrder('give every looked-at card exactly once');
  }
  return Rejections.wrongPrompt('a decision is pending; answer it first');
}

export function applyAnswer(w: Work, seat: Seat, c: FsCommand): void {
  const d = w.state.decision!;
  emit(w, { type: 'decision-closed' });
  if (c.type === 'order-triggers') {
    pushGroup(
      w,
      c.keys.map((k) => w.state.pending.find((p) => p.key === k)!),
    );
    if (w.state.pending.length === 0) giveToActive(w); // R-STACK-5
  } else if (c.type === 'arrange' && d.kind === 'arrange') {
    emit(w, { type: 'deck-arranged', deck: d.deck, seat, ids: c.ids });
  } else if (c.type === 'choose' && d.kind === 'choose') {
    switch (d.what) {
      case 'discard':
      case 'discard-to-10':
        discardFromHand(w, seat, c.option);
        return;
      case 'destroy-item':
        destroyItem(w, c.option);
        return;
      case 'monster-slot':
        placeAttackedMonster(w, d.ctx!, Number(c.option));
        return;
      case 'curse-player':
        curse(w, d.ctx!, Number(c.option));
        return;
      case 'haunt-player':
        passHaunt(w, d.ctx!, Number(c.option));
        return;
    }
  }
}

/** The default answer to the pending decision: the first option in a fixed order (R-MATCH-1). */
export function defaultAnswer(s: FsState): FsCommand | null {
  const d = s.decision;
  if (!d) return null;
  switch (d.kind) {
    case 'order-triggers':
      return { type: 'order-triggers', keys: d.keys };
    case 'choose':
      return { type: 'choose', option: d.options[0]! };
    case 'arrange':
      return { type: 'arrange', ids: d.ids };
  }
}
