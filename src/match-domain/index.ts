/**
 * The match domain: the framing of a match stream around a game's events, the fold of a stream
 * into the server's state, the match-level decisions (create, claim a seat, a seat's command) and
 * the one viewer snapshot. Pure like the rules: no framework, storage, clock or ambient
 * randomness; it imports only src/engine and the fairness hashing.
 */
export * from './framing';
export * from './state';
export * from './upcast';
export * from './refusals';
export * from './decide';
export * from './viewer-snapshot';
export * from './describe';
export * from './marks';
export * from './causes';
export * from './cause-view';
export type { ClientCause } from './client-cause';
export * from './auto-pass';
