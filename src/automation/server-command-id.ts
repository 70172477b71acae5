import type { CommandOrigin, Seat } from '../engine/types';

/** Why the server submits a command on a seat's behalf. */
export type ActingReason = 'bot' | 'timeout' | 'auto-pass';

/**
 * The origin each reason records in the ledger and on the events' actor: a bot plays as its seat
 * (actor `seat`), a deadline default and an auto-pass are the system's (actor `system`/<reason>).
 */
export const originOf: { readonly [R in ActingReason]: CommandOrigin } = { bot: 'player', timeout: 'timeout', 'auto-pass': 'auto-pass' };

/**
 * The one id scheme of commands the server sends for a seat: `auto:<reason>:<seq>:<seat>`, where
 * `seq` is the version the command is decided on. Every instance computes the same id for the
 * same decision, so when several act at once the ledger lets one through; client ids may not
 * contain `:`, so no client can take these ids first.
 */
export const serverCommandId = (reason: ActingReason, seq: number, seat: Seat): string => `auto:${reason}:${seq}:${seat}`;
