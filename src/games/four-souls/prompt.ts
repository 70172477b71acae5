/**
 * Who the match waits for, and for what (docs/design.md §2): a decision, or priority. The text is
 * public (every viewer gets it): it names public cards and stack objects, never a hand or a deck
 * card, and says which end of an order resolves first or goes on top. Seats read as their players'
 * names (words.ts).
 */
import type { Prompt, SeatNames } from '../../engine';
import type { FsState } from './types';
import { CHOICES, STEPS, objName, plural, stackName, words, type Words } from './words';

function decisionText(w: Words, d: NonNullable<FsState['decision']>): string {
  const who = w.seatName(d.seat);
  switch (d.kind) {
    case 'order-triggers': {
      const names = d.keys.map((k) => {
        const item = w.state.pending.find((p) => p.key === k)?.item;
        return item ? stackName(item, w) : 'an effect';
      });
      // R-STACK-10: they go on the stack in the chosen order, so the one put on last resolves first.
      return `${who} orders simultaneous effects: ${names.join(', ')} (they go on the stack in the chosen order; the last one put on resolves first)`;
    }
    case 'arrange':
      return `${who} looks at the top ${plural(d.ids.length, 'card')} of the ${d.deck} deck and puts them back in any order (the first chosen is the new top card)`;
    case 'choose': {
      const about = d.ctx ? objName(w, d.ctx, '') : '';
      switch (d.what) {
        case 'monster-slot':
          return `${who} chooses a monster slot for ${about || 'the revealed monster'} (it covers the monster there)`;
        case 'curse-player':
          return `${who} chooses a player to curse${about ? ` with ${about}` : ''}`;
        case 'haunt-player':
          return `${who} chooses a player to give ${about || 'the haunt'} to (R-CARD-7)`;
        case 'discard':
        case 'discard-to-10':
        case 'destroy-item':
          return `${who} chooses ${CHOICES[d.what]}`;
      }
    }
  }
}

/** `names`: the players' names by seat (seat-names.ts); absent, seats read P1..P4. */
export function prompt(s: FsState, names?: SeatNames): Prompt | null {
  if (s.status !== 'playing') return null;
  const w = words(s, names);
  const d = s.decision;
  if (d) {
    const kind = d.kind === 'choose' ? `choose-${d.what}` : d.kind;
    return { kind, seats: [d.seat], text: decisionText(w, d) };
  }
  if (s.priority) {
    const top = s.stack[s.stack.length - 1];
    const now = top ? `top of the stack: ${stackName(top, w)}` : STEPS[s.turn.step];
    return { kind: 'priority', seats: [s.priority.seat], text: `${w.seatName(s.priority.seat)} has priority (${w.seatName(s.turn.active)}'s turn, ${now})` };
  }
  return null;
}
