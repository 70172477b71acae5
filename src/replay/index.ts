/**
 * What other modules may use of replay: the dispute record, which the play namespace pushes as
 * `match:dispute` (types only, so that the socket protocol stays importable by browsers).
 */
export type { DisputeVerdict, MatchDispute } from './core/dispute-record';
