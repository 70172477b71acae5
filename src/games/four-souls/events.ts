/**
 * Four Souls events: fine-grained facts, each applied by `evolve` without rules decisions.
 * Everything random (shuffles, dice, random steals) is written into the event that used it
 * (R-DICE-4, R-DECK-1).
 */
import type { ObjectId, Seat } from '../../engine';
import type { AttackState, Buff, CardObj, DeckKind, Decision, PendingTrigger, Resolving, SlotKind, StackItem, Step, Target, ZoneRef } from './types';

export type FsEvent =
  | {
      readonly type: 'game-started';
      readonly seatCount: number;
      readonly turnCap: number;
      readonly shopSlots: number;
      readonly monsterSlots: number;
      /** R-ROOM-1: absent in matches recorded before rooms (none then). */
      readonly roomSlots?: number;
    }
  /** Hidden (R-ZONE-3): the shuffled deck, top first. Public form: the count. */
  | { readonly type: 'deck-formed'; readonly deck: DeckKind; readonly cards: readonly CardObj[] }
  | { readonly type: 'player-seated'; readonly seat: Seat; readonly character: CardObj; readonly startingItem: CardObj; readonly coins: number }
  /** Cards put outside the game (unused characters, R-ZONE-8) or chosen as bonus souls (R-SETUP-5). */
  | { readonly type: 'set-aside'; readonly to: 'outside' | 'bonus'; readonly cards: readonly CardObj[] }
  | { readonly type: 'first-player-chosen'; readonly seat: Seat }
  /** A card changed zone and became a new object `obj` (R-ZONE-1). `fromId` is null for deck tops. */
  | { readonly type: 'moved'; readonly from: ZoneRef; readonly to: ZoneRef; readonly fromId: ObjectId | null; readonly obj: CardObj }
  /** R-DECK-1: the discard became the deck, in this (hidden) order, as new objects. */
  | { readonly type: 'deck-reshuffled'; readonly deck: DeckKind; readonly cards: readonly CardObj[] }
  /** The top cards of a deck in their new order (an effect let a player rearrange them). */
  | { readonly type: 'deck-arranged'; readonly deck: DeckKind; readonly seat: Seat; readonly ids: readonly ObjectId[] }
  /**
   * R-STACK-1: pushed on top. `from`: the zone the card of a card-carrying object left (a loot card
   * from a hand, an event from the monster deck's top, a dead monster from its slot).
   */
  | {
      readonly type: 'stack-pushed';
      readonly item: StackItem;
      readonly from: { readonly zone: ZoneRef; readonly id: ObjectId | null } | null;
      readonly fromPending: string | null;
    }
  /** The top object (resolve) or any object (cancel, fizzle) leaves the stack; a card goes to limbo. */
  | { readonly type: 'stack-popped'; readonly id: ObjectId; readonly reason: 'resolve' | 'cancel' | 'fizzle' }
  | { readonly type: 'resolution-set'; readonly resolving: Resolving | null }
  | { readonly type: 'roll-changed'; readonly id: ObjectId; readonly value: number; readonly how: 'add' | 'set' | 'flip' | 'reroll' }
  | { readonly type: 'priority-given'; readonly seat: Seat }
  | { readonly type: 'priority-passed'; readonly seat: Seat; readonly to: Seat }
  | { readonly type: 'priority-cleared' }
  | { readonly type: 'triggered'; readonly trigger: PendingTrigger }
  | { readonly type: 'decision-opened'; readonly decision: Decision }
  | { readonly type: 'decision-closed' }
  | { readonly type: 'coins-changed'; readonly seat: Seat; readonly delta: number }
  | { readonly type: 'damaged'; readonly target: Target; readonly amount: number }
  | { readonly type: 'healed'; readonly target: Target; readonly amount: number }
  | { readonly type: 'tapped'; readonly id: ObjectId; readonly tapped: boolean }
  | { readonly type: 'allowance-changed'; readonly seat: Seat; readonly what: 'lootPlays' | 'attacks' | 'purchases'; readonly delta: number }
  | { readonly type: 'turn-started'; readonly seat: Seat; readonly number: number }
  | { readonly type: 'step-changed'; readonly step: Step }
  | { readonly type: 'attack-started'; readonly attack: AttackState }
  | { readonly type: 'attack-ended'; readonly reason: 'death' | 'cancelled' | 'left-play' | 'turn-ended' }
  | { readonly type: 'turn-end-requested' }
  | { readonly type: 'slot-added'; readonly kind: SlotKind }
  | { readonly type: 'buffed'; readonly buff: Buff }
  /** R-TURN-5: everyone heals, "until end of turn" expires. */
  | { readonly type: 'turn-cleaned-up' }
  | { readonly type: 'player-died'; readonly seat: Seat }
  /** Counters put on (delta > 0) or removed from an object (counters.ts). */
  | { readonly type: 'counters-changed'; readonly id: ObjectId; readonly delta: number }
  /** A player paid health as a cost (costs.ts): not damage, so nothing prevents or triggers on it. */
  | { readonly type: 'health-paid'; readonly seat: Seat; readonly amount: number }
  /** "Prevent the next n damage" to a player this turn (prevention.ts). */
  | { readonly type: 'shielded'; readonly seat: Seat; readonly n: number }
  /** Damage that was prevented: `amount` of it, by shields (`used`) and static prevention. */
  | { readonly type: 'damage-prevented'; readonly target: Target; readonly amount: number; readonly used: number }
  /** A player's death was replaced by `source`'s "instead" effect (prevention.ts). */
  | { readonly type: 'death-replaced'; readonly seat: Seat; readonly source: ObjectId }
  | { readonly type: 'conceded'; readonly seat: Seat }
  /** A scenario's die results (scenario matches only), taken in order by the next rolls. Hidden, like a deck's order. */
  | { readonly type: 'dice-scripted'; readonly values: readonly number[] }
  /** The next die result came from the scenario's queue instead of the rng. */
  | { readonly type: 'scripted-die-rolled'; readonly value: number }
  | { readonly type: 'game-over'; readonly winners: readonly Seat[]; readonly reason: string };

export type FsEventType = FsEvent['type'];
