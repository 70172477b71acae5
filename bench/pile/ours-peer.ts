/**
 * This server as a pile peer: REST lobby (create the match, claim both seats for their tokens)
 * and the typed client of src/client, one per seat over the websocket transport only. A move
 * counts when its `match:command` is acknowledged, which the server does after the commit.
 */
import { GameClient, type MatchUpdate } from '../../src/client';
import { checkOursHiddenValues } from './ours-hidden-values';
import type { Peer, SeatConnection } from './peer';
import { createTwoSeatMatches, postJson } from './http';

export function oursPeer(baseUrl: string, label: string): Peer {
  return {
    label,
    acknowledges: true,

    createMatches(count) {
      return createTwoSeatMatches(
        count,
        async () => (await postJson<{ matchId: string }>(`${baseUrl}/matches`, { gameId: 'pile', seats: 2 })).matchId,
        async (matchId, seat) => (await postJson<{ token: string }>(`${baseUrl}/matches/${matchId}/seats/${seat}`, { name: `P${seat + 1}` })).token,
      );
    },

    async connect(creds, onState, onMessage) {
      const client = new GameClient(baseUrl, { socket: { forceNew: true, reconnection: false } });
      client.onUpdate(({ update }: { update: MatchUpdate }) => {
        onMessage(update);
        const snap = update.snapshot;
        onState({ seq: update.seq, myTurn: snap.status === 'live' && snap.waitingFor.includes(creds.seat), over: snap.status === 'finished' });
      });
      // The join's own update arrives before its acknowledgement: the first state is held once this resolves.
      await client.join(creds.matchId, { token: creds.secret });
      const connection: SeatConnection = {
        play(seq, acked, failed) {
          client.command(creds.matchId, { type: 'playCard', index: 0 }, { expectedSeq: seq }).then(
            () => acked(),
            (error: unknown) => failed((error as { code?: string }).code ?? String(error)),
          );
        },
        close: () => client.close(),
      };
      return connection;
    },

    checkHiddenValues: checkOursHiddenValues,
  };
}
