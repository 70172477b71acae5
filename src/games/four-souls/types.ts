/**
 * The Four Souls state, as plain JSON data (stored as jsonb, hashed with canonicalJson).
 * Zones follow R-ZONE-1..8: every card instance in a zone is an object with its own id, and a
 * move gives the card a new id (R-ZONE-1). Arrays of zone objects are ordered: decks top first
 * (index 0 is the top), discards and slots bottom first (the last element is the top).
 */
import type { ObjectId, Seat } from '../../engine';

export type CardId = string;
/** The four deck zones of the zones page (R-ZONE-3); the room deck only in matches with rooms (R-ROOM-1). */
export type DeckKind = 'loot' | 'treasure' | 'monster' | 'room';
export type SlotKind = 'shop' | 'monster' | 'room';

/** One card instance in a zone (R-ZONE-1). `tapped` = deactivated; `damage` for monsters. */
export interface CardObj {
  readonly id: ObjectId;
  readonly card: CardId;
  readonly tapped?: boolean;
  readonly damage?: number;
  /** Counters on the object (counters.ts); a new object (R-ZONE-1) or a covered one has none (R-ZONE-6). */
  readonly counters?: number;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly character: CardObj;
  readonly items: readonly CardObj[];
  readonly souls: readonly CardObj[];
  readonly curses: readonly CardObj[];
  /** Hidden zone (R-ZONE-5): only the owner's view shows it. */
  readonly hand: readonly CardObj[];
  readonly coins: number;
  readonly damage: number;
  /** Loot plays, purchases and attacks left this turn (R-TURN-4). */
  readonly lootPlays: number;
  readonly purchases: number;
  readonly attacks: number;
  /** A player dies at most once per turn (R-PDEATH-4). */
  readonly diedThisTurn: boolean;
  readonly conceded: boolean;
}

/** A player or an object, as a target (R-STACK-3). */
export type Target = { readonly seat: Seat; readonly id?: never } | { readonly id: ObjectId; readonly seat?: never };

/** Where a zone move comes from or goes to. Decks: `at` top (default) or bottom. */
export type ZoneRef =
  | { readonly z: 'deck'; readonly deck: DeckKind; readonly at?: 'top' | 'bottom' }
  | { readonly z: 'discard'; readonly deck: DeckKind }
  | { readonly z: 'hand'; readonly seat: Seat }
  | { readonly z: 'items'; readonly seat: Seat }
  | { readonly z: 'souls'; readonly seat: Seat }
  | { readonly z: 'curses'; readonly seat: Seat }
  | { readonly z: 'slot'; readonly kind: SlotKind; readonly slot: number }
  | { readonly z: 'limbo' }
  | { readonly z: 'outside' }
  | { readonly z: 'bonus' }
  | { readonly z: 'under'; readonly host: ObjectId };

/** A roll outcome: the ops run when a roll with a value in [min, max] resolves (R-DICE-3). */
export interface RollBranch {
  readonly min: number;
  readonly max: number;
  readonly ops: readonly Op[];
}

export type Amount = number | 'X';
/** Whose: the stack object's controller, the active player, the first player target, everyone, or one seat (continuations). */
export type Who = 'controller' | 'active' | 'target' | 'each' | 'each-other' | Seat;
/** What damage/heal/kill/tap address. `target` is the stack object's first target. */
export type Aim = 'target' | 'target2' | 'controller' | 'each-player' | 'each-monster' | 'each-other-player' | 'attacked-monster';

/**
 * The effect language: data where data serves. A resolving stack object runs its ops in order;
 * an op that needs a player's choice suspends the run as a decision in state (never a callback).
 */
export type Op =
  | { readonly op: 'coins'; readonly who: Who; readonly n: Amount }
  | { readonly op: 'loot'; readonly who: Who; readonly n: Amount }
  | { readonly op: 'damage'; readonly to: Aim; readonly n: Amount }
  | { readonly op: 'heal'; readonly to: Aim; readonly n: Amount }
  | { readonly op: 'kill'; readonly to: Aim }
  | { readonly op: 'roll'; readonly branches: readonly RollBranch[] }
  | { readonly op: 'discard'; readonly who: Who; readonly n: number }
  | { readonly op: 'steal-loot'; readonly n: number }
  | { readonly op: 'steal-coins'; readonly n: number }
  | { readonly op: 'destroy-item'; readonly who: Who }
  | { readonly op: 'tap'; readonly to: 'target' | 'self' }
  | { readonly op: 'recharge'; readonly to: 'target' | 'self' | 'all-own' }
  | { readonly op: 'cancel' }
  | { readonly op: 'modify-roll'; readonly how: 'add' | 'set' | 'flip' | 'reroll'; readonly n?: number }
  | { readonly op: 'grant'; readonly who: Who; readonly what: 'lootPlays' | 'attacks' | 'purchases'; readonly n: number }
  | { readonly op: 'add-slot'; readonly kind: SlotKind }
  | { readonly op: 'arrange-top'; readonly deck: DeckKind; readonly n: number }
  | { readonly op: 'capture' }
  | { readonly op: 'cancel-attack' }
  | { readonly op: 'end-turn' }
  | { readonly op: 'buff'; readonly who: Who; readonly stat: 'attack' | 'health'; readonly n: number }
  | { readonly op: 'gain-treasure'; readonly who: Who; readonly n: number }
  | { readonly op: 'curse' }
  /** Put (n > 0) or remove (n < 0) counters on the source object or the first target (counters.ts). */
  | { readonly op: 'counters'; readonly to: 'self' | 'target'; readonly n: number }
  /** "Prevent the next n damage" to a player this turn (prevention.ts). */
  | { readonly op: 'prevent'; readonly who: Who; readonly n: number }
  /** Destroy an item: the source itself, or the first target (R-CARD-3: not an eternal one). */
  | { readonly op: 'destroy'; readonly to: 'self' | 'target' }
  /** Death penalty (R-PDEATH-3): deactivate the character and every item with a tap ability. */
  | { readonly op: 'deactivate-all'; readonly who: Who }
  /** R-ROOM-3: the room in play is cleared (to the room discard); its slot then refills. */
  | { readonly op: 'clear-room' }
  /** R-CARD-9: the first target (a non-eternal item) goes on top of the first shop slot, covering it, for sale again. */
  | { readonly op: 'repossess' }
  /** Haunt (R-CARD-7): the source item goes to another player of its controller's choice. */
  | { readonly op: 'pass-haunt' }
  /** Internal, last op of every resolution: the resolved card goes where it belongs (R-CARD-4, R-MDEATH-3). */
  | { readonly op: 'finish' };

/** A stack object (R-STACK-2). Ids come from the same counter as card objects. */
export type StackItem =
  | (StackBase & { readonly kind: 'loot'; readonly card: CardId; readonly mode: number | null })
  | (StackBase & { readonly kind: 'ability'; readonly source: ObjectId; readonly sourceCard: CardId; readonly ability: number; readonly mode: number | null })
  /**
   * A triggered ability: the index of one of the source card's triggers, or 'on-death' for a dead
   * monster's on-death effect (R-MDEATH-2), a triggered effect like any other (`source` is then the
   * monster object that died).
   */
  | (StackBase & {
      readonly kind: 'trigger';
      readonly source: ObjectId;
      readonly sourceCard: CardId;
      readonly trigger: number | 'on-death';
      readonly x: number | null;
    })
  | (StackBase & { readonly kind: 'roll'; readonly value: number; readonly purpose: RollPurpose })
  | (StackBase & { readonly kind: 'attack'; readonly monster: ObjectId | 'deck' })
  | (StackBase & { readonly kind: 'purchase'; readonly item: ObjectId | 'deck' })
  | (StackBase & { readonly kind: 'damage'; readonly amount: number; readonly attackId: number })
  | (StackBase & { readonly kind: 'player-death'; readonly seat: Seat })
  | (StackBase & { readonly kind: 'monster-death'; readonly monster: ObjectId; readonly slot: number })
  | (StackBase & { readonly kind: 'dead-monster'; readonly card: CardId; readonly slot: number })
  /** A dead monster's rewards (R-MDEATH-2). */
  | (StackBase & { readonly kind: 'rewards'; readonly monsterCard: CardId })
  | (StackBase & { readonly kind: 'death-penalty'; readonly seat: Seat })
  | (StackBase & { readonly kind: 'refill'; readonly slotKind: SlotKind; readonly slot: number })
  | (StackBase & { readonly kind: 'event'; readonly card: CardId; readonly slot: number | null })
  | (StackBase & { readonly kind: 'turn-loot'; readonly seat: Seat });

export interface StackBase {
  readonly id: ObjectId;
  /** The seat that controls it (a monster's effects are controlled by the active player). */
  readonly controller: Seat;
  readonly targets: readonly Target[];
}

export type RollPurpose =
  { readonly p: 'attack'; readonly attackId: number } | { readonly p: 'effect'; readonly branches: readonly RollBranch[]; readonly source: CardId };

/** The run of a resolving object's ops, kept while a decision suspends it. */
export interface Resolving {
  readonly item: StackItem;
  readonly ops: readonly Op[];
  /** The roll value ops read as X (R-DICE-3). */
  readonly x: number | null;
}

/**
 * A triggered ability, a death, or refills of slots emptied at the same time, waiting to be put on
 * the stack (R-STACK-10) in the order R-STACK-9 gives (the refills: the active player's).
 */
export interface PendingTrigger {
  readonly key: string;
  /** 'monster' for monster cards' effects and monster deaths (R-STACK-9). */
  readonly owner: Seat | 'monster';
  readonly item: StackItem;
}

/** What the rules wait for besides priority: the engine never blocks, a decision is state. */
export type Decision =
  | { readonly kind: 'order-triggers'; readonly seat: Seat; readonly keys: readonly string[] }
  | { readonly kind: 'choose'; readonly seat: Seat; readonly what: ChoiceKind; readonly options: readonly string[]; readonly ctx: string | null }
  | { readonly kind: 'arrange'; readonly seat: Seat; readonly deck: DeckKind; readonly ids: readonly ObjectId[] };

export type ChoiceKind = 'discard' | 'destroy-item' | 'monster-slot' | 'discard-to-10' | 'curse-player' | 'haunt-player';

export interface AttackState {
  readonly id: number;
  readonly attacker: Seat;
  readonly monster: ObjectId;
}

export type Phase = 'start' | 'action' | 'end';
/** start: triggers -> loot; end: triggers -> cleanup. */
export type Step = 'start-triggers' | 'start-loot' | 'action' | 'end-triggers' | 'end-cleanup';

export interface TurnState {
  readonly number: number;
  readonly active: Seat;
  readonly step: Step;
  readonly attack: AttackState | null;
  readonly nextAttackId: number;
  /** An effect or the active player's death ended the turn (R-TURN-6, R-PDEATH-5). */
  readonly endRequested: boolean;
}

/** "Until end of turn" stat changes (R-TURN-5 expiry). */
export interface Buff {
  readonly seat: Seat;
  readonly stat: 'attack' | 'health';
  readonly n: number;
}

/** A damage shield: prevents the next `n` damage to a player; expires at the end of the turn (prevention.ts). */
export interface Shield {
  readonly seat: Seat;
  readonly n: number;
}

export interface Priority {
  readonly seat: Seat;
  /** Consecutive passes (R-STACK-6). */
  readonly passes: number;
}

export interface FsState {
  readonly status: 'empty' | 'playing' | 'over';
  readonly seatCount: number;
  readonly nextObjectId: number;
  readonly turnCap: number;
  readonly players: readonly PlayerState[];
  readonly decks: Readonly<Record<DeckKind, readonly CardObj[]>>;
  readonly discards: Readonly<Record<DeckKind, readonly CardObj[]>>;
  readonly slots: Readonly<Record<SlotKind, readonly (readonly CardObj[])[]>>;
  readonly outside: readonly CardObj[];
  readonly bonusSouls: readonly CardObj[];
  readonly under: Readonly<Record<ObjectId, readonly CardObj[]>>;
  readonly stack: readonly StackItem[];
  readonly limbo: readonly CardObj[];
  readonly resolving: Resolving | null;
  readonly priority: Priority | null;
  readonly pending: readonly PendingTrigger[];
  readonly decision: Decision | null;
  readonly turn: TurnState;
  readonly buffs: readonly Buff[];
  /** Prevention shields this turn (prevention.ts), cleared with the buffs (R-TURN-5). */
  readonly shields: readonly Shield[];
  readonly winners: readonly Seat[] | null;
  readonly endReason: string | null;
  /** Scenario `dice`: die results the next rolls take, in order, before the rng is used (R-DICE-4). */
  readonly scriptedDice: readonly number[];
}
