/*
 * Types only, with no imports: the wire protocol (src/realtime/protocol.ts), which browser bundles
 * read, takes the cause's shape from here without reaching the match domain's code.
 */

/**
 * Who acted: the seat's person, its bot, the server with the prompt's default when the deadline
 * passed (R-MATCH-1), or the server passing for a seat that asked it to (R-MATCH-3).
 */
export type ActedBy = 'seat' | 'bot' | 'deadline' | 'auto-pass';

/** An event's cause as a client receives it (table and replay alike): ids only, the client words them. */
export interface ClientCause {
  /** Rule ids of docs/rules/<game>.md ("R-PDEATH-3"). */
  readonly rules: readonly string[];
  /** The card whose text acted (catalog id) and which of its abilities ("effect", "ability 0"...), or null. */
  readonly card: { readonly card: string; readonly ability: string | null } | null;
  /** The command behind the event: its seat and who really acted; null for the server's own (setup). */
  readonly by: { readonly seat: number; readonly actedBy: ActedBy } | null;
}
