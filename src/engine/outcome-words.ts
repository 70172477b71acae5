/**
 * Why a match ended, in a player's words, by the reason a game gives in its outcome ("souls",
 * "last-player-standing"); an unknown reason reads as its words ("turn-cap" → "turn cap").
 */
const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  souls: 'by collecting 4 souls',
  'last-player': 'as the last player standing',
  'last-player-standing': 'as the last player standing',
  'everyone-conceded': 'everyone conceded',
  'no-player-left': 'no player was left',
  'turn-cap': 'by being ahead when the turn limit was reached',
  'turn-cap-draw': 'the turn limit was reached with a tie',
  'turn-limit': 'by being ahead when the turn limit was reached',
  'turn-limit-draw': 'the turn limit was reached with a tie',
};

/** "as the last player standing", "by collecting 4 souls": why a match ended, never its internal id. */
export function outcomeWords(reason: string): string {
  return Object.prototype.hasOwnProperty.call(OUTCOME_WORDS, reason) ? OUTCOME_WORDS[reason]! : reason.replace(/-/g, ' ');
}
