/** The longest player name, in UTF-16 code units after normalization (the README's REST section). */
export const MAX_PLAYER_NAME_LENGTH = 40;

/**
 * Characters that show nothing or reorder what is shown: default-ignorable code points (zero-width
 * space and joiners, soft hyphen, word joiner, variation selectors, BOM, tags, ...), the bidi
 * controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) and C0/C1 controls. A name made of
 * them looks empty or like another player's name.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cc}]/gu;

/**
 * A player name as stored and shown: NFC-normalized (one spelling of "é"), invisible and bidi
 * control characters removed, surrounding white space trimmed. Anything but a string is left for
 * the validator to refuse.
 */
export function normalizePlayerName(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.normalize('NFC').replace(INVISIBLE, '').normalize('NFC').trim();
}
