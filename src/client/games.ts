/**
 * The hosted games' commands, events and views as TypeScript types, so a client (ours or a third
 * party's) imports them instead of declaring them again. Type-only: no game code reaches a
 * bundle. The same shapes as JSON Schema are in docs/reference/ (and `src/contract`).
 */
import type { MatchSnapshot, MatchUpdate } from '../realtime/protocol';
import type { FsCommand, FsSeenEvent, FsView } from '../games/four-souls';
import type { MCommand, MSeenEvent, MView } from '../games/mansters';

export type { FsCommand, FsEvent, FsPublicEvent, FsSeenEvent, FsView } from '../games/four-souls';
export type { FsCardView, FsPendingView, FsPlayerView, FsStackItemView } from '../games/four-souls/view';
export type { MCommand, MEvent, MPublicEvent, MSeenEvent, MView } from '../games/mansters';
export type { CardView as MCardView, PlayerView as MPlayerView, StackView as MStackView, TradeView as MTradeView } from '../games/mansters/view';

/** Per game id: its command, event (as a viewer receives it: whole, or its public form) and view types. */
export interface GameTypes {
  readonly 'four-souls': { readonly command: FsCommand; readonly event: FsSeenEvent; readonly view: FsView };
  readonly mansters: { readonly command: MCommand; readonly event: MSeenEvent; readonly view: MView };
}
export type HostedGameId = keyof GameTypes;

/** A snapshot of a match of game `G`, its view and legal commands typed. */
export type SnapshotOf<G extends HostedGameId> = MatchSnapshot<GameTypes[G]['view'], GameTypes[G]['command']>;
/** An update of a match of game `G`. */
export type UpdateOf<G extends HostedGameId> = MatchUpdate<GameTypes[G]['view'], GameTypes[G]['command']>;
