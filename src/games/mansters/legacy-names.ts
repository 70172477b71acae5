/*
 * The camelCase names Mansters used for its events and commands before it adopted the project's
 * kebab-case convention (event schema version 1, rules mansters-1). Stored matches keep the names
 * they were written with: `upcast` renames old events on read, and `parseCommand` accepts the old
 * command names as aliases so audits of old matches re-decide their recorded commands.
 */

/** Event type, schema version 1 → current. */
export const LEGACY_EVENT_TYPES: Readonly<Record<string, string>> = {
  gameCreated: 'game-created',
  decksFormed: 'decks-formed',
  scenarioLoaded: 'scenario-loaded',
  firstPlayerDraw: 'first-player-draw',
  firstPlayerChosen: 'first-player-chosen',
  mansterDeckShuffled: 'manster-deck-shuffled',
  graveyardFilled: 'graveyard-filled',
  cardsDrawn: 'cards-drawn',
  drawFizzled: 'draw-fizzled',
  deckRebuilt: 'deck-rebuilt',
  openingStarted: 'opening-started',
  turnStarted: 'turn-started',
  stepEntered: 'step-entered',
  tradeOffered: 'trade-offered',
  tradeDeclined: 'trade-declined',
  tradeAccepted: 'trade-accepted',
  tradeSkipped: 'trade-skipped',
  tradeCancelled: 'trade-cancelled',
  cardPlayed: 'card-played',
  stackHealed: 'stack-healed',
  stackDamaged: 'stack-damaged',
  stackDefeated: 'stack-defeated',
  cardRemoved: 'card-removed',
  cardScavenged: 'card-scavenged',
  cardStolen: 'card-stolen',
  slabSwapped: 'slab-swapped',
  attackDeclared: 'attack-declared',
  directDamageTaken: 'direct-damage-taken',
  playerOut: 'player-out',
  playerCleared: 'player-cleared',
  turnEnded: 'turn-ended',
  turnLimitReached: 'turn-limit-reached',
  gameEnded: 'game-ended',
};

/** Command type, as the ledger of a rules mansters-1 match holds it → current. */
export const LEGACY_COMMAND_TYPES: Readonly<Record<string, string>> = {
  offerTrade: 'offer-trade',
  skipTrade: 'skip-trade',
  acceptTrade: 'accept-trade',
  declineTrade: 'decline-trade',
  playCard: 'play-card',
  drawInstead: 'draw-instead',
  endPlay: 'end-play',
  skipSwap: 'skip-swap',
};

/** The current name of a possibly legacy name (unchanged when it is not a legacy one). */
export function currentName(table: Readonly<Record<string, string>>, name: string): string {
  return Object.prototype.hasOwnProperty.call(table, name) ? (table[name] ?? name) : name;
}
