import type { ViewBot } from '../engine/search';
import { searchFourSouls } from './four-souls/search';
import { searchMansters } from './mansters/search';

/**
 * The searching bot of each shipped game, by game id: it takes a seat's view (the redacted
 * snapshot the seat's client gets), never a state. The server's bot worker threads run these.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const searchBots: Readonly<Record<string, ViewBot<any, any>>> = {
  'four-souls': searchFourSouls,
  mansters: searchMansters,
};
