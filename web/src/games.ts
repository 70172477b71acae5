import { h } from 'preact';
import type { SeatPublicInfo } from '../../src/client';
import { fourSoulsUi } from './games/four-souls';
import { GenericBoard, genericUi } from './games/generic';
import { manstersUi } from './games/mansters';
import type { GameUi } from './games/types';

export type { GameUi } from './games/types';

/** The per-game registry: the only module that knows the games (games not listed get the generic tree). */
const GAMES: Readonly<Record<string, GameUi>> = {
  'four-souls': fourSoulsUi,
  mansters: manstersUi,
};

export function gameUi(gameId: string): GameUi {
  return GAMES[gameId] ?? genericUi;
}

/** The board of any game as a component: its own drawing, else the view as a tree. */
export function GameBoard({ gameId, view, seats }: { gameId: string; view: unknown; seats: readonly SeatPublicInfo[] }) {
  const ui = gameUi(gameId);
  return ui.Board && ui.accepts(view) ? h(ui.Board, { view, seats }) : h(GenericBoard, { view });
}
