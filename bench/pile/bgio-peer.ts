/**
 * boardgame.io 0.50 as a pile peer: its Lobby REST API (create, join for credentials) and one
 * socket.io client per player speaking boardgame.io's socket protocol, exactly as its SocketIO
 * multiplayer transport does (connect to the game's namespace, `sync`, then `update` actions).
 *
 * Raw socket.io rather than boardgame.io/client: the full client also runs a redux store per
 * player in the load generator, which shares the machine's cores with the server; the raw client
 * sends the same messages for less CPU, which if anything favours boardgame.io.
 * boardgame.io does not acknowledge moves: a move counts once the mover receives the newer state.
 */
import { io, type Socket } from 'socket.io-client';
import { checkBgioHiddenValues } from './bgio-hidden-values';
import { createTwoSeatMatches, postJson } from './http';
import type { Peer, SeatConnection } from './peer';

interface BgioStateShape {
  _stateID: number;
  ctx: { currentPlayer: string; gameover?: unknown; activePlayers?: Record<string, string> | null };
}

export function bgioPeer(baseUrl: string, label: string): Peer {
  return {
    label,
    acknowledges: false,

    createMatches(count) {
      return createTwoSeatMatches(
        count,
        async () => (await postJson<{ matchID: string }>(`${baseUrl}/games/pile/create`, { numPlayers: 2 })).matchID,
        async (matchID, seat) =>
          (await postJson<{ playerCredentials: string }>(`${baseUrl}/games/pile/${matchID}/join`, { playerID: String(seat), playerName: `P${seat + 1}` }))
            .playerCredentials,
      );
    },

    connect(creds, onState, onMessage) {
      const playerID = String(creds.seat);
      const socket: Socket = io(`${baseUrl}/pile`, { transports: ['websocket'], forceNew: true, reconnection: false });
      const observe = (state: BgioStateShape) =>
        onState({
          seq: state._stateID,
          myTurn: state.ctx.gameover === undefined && state.ctx.currentPlayer === playerID,
          over: state.ctx.gameover !== undefined,
        });
      return new Promise<SeatConnection>((resolve, reject) => {
        socket.on('connect_error', reject);
        socket.on('connect', () => socket.emit('sync', creds.matchId, playerID, creds.secret, 2));
        socket.on('sync', (...args: unknown[]) => {
          onMessage({ type: 'sync', args });
          observe((args[1] as { state: BgioStateShape }).state);
          resolve(connection);
        });
        socket.on('update', (...args: unknown[]) => {
          onMessage({ type: 'update', args });
          observe(args[1] as BgioStateShape);
        });
        socket.on('patch', (...args: unknown[]) => onMessage({ type: 'patch', args }));
        socket.on('matchData', (...args: unknown[]) => onMessage({ type: 'matchData', args }));
        const connection: SeatConnection = {
          play(seq) {
            // boardgame.io's makeMove action with the credentials in its payload, then stateID, matchID, playerID.
            const action = { type: 'MAKE_MOVE', payload: { type: 'playCard', args: [0], playerID, credentials: creds.secret } };
            socket.emit('update', action, seq, creds.matchId, playerID);
          },
          close: () => socket.close(),
        };
      });
    },

    checkHiddenValues: checkBgioHiddenValues,
  };
}
