import type { ChatMessage, GameClient, MatchDispute, ServerToClientEvents } from '../../../src/client';

/** The rematch state as the socket carries it (the REST answer's shape, read-only). */
export type PushedRematch = Parameters<ServerToClientEvents['match:rematch']>[0];

/**
 * One match's news on the play socket (docs/protocol.md): chat messages, the rematch state and
 * disputes as they happen, and reconnections, after which a panel reads again what it may have
 * missed while the socket was down. Each `on…` answers its unsubscribe.
 */
export interface MatchNews {
  onChat(listener: (message: ChatMessage) => void): () => void;
  onRematch(listener: (state: PushedRematch) => void): () => void;
  onDispute(listener: (dispute: MatchDispute) => void): () => void;
  onReconnect(listener: () => void): () => void;
}

export function matchNews(client: GameClient, matchId: string): MatchNews {
  const socket = client.socket;
  return {
    onChat(listener) {
      const on = (push: { matchId: string; message: ChatMessage }) => push.matchId === matchId && listener(push.message);
      socket.on('match:chat', on);
      return () => void socket.off('match:chat', on);
    },
    onRematch(listener) {
      const on = (state: PushedRematch) => state.matchId === matchId && listener(state);
      socket.on('match:rematch', on);
      return () => void socket.off('match:rematch', on);
    },
    onDispute(listener) {
      const on = (dispute: MatchDispute) => dispute.matchId === matchId && listener(dispute);
      socket.on('match:dispute', on);
      return () => void socket.off('match:dispute', on);
    },
    onReconnect(listener) {
      let connectedBefore = socket.connected;
      const on = () => {
        if (connectedBefore) listener();
        connectedBefore = true;
      };
      socket.on('connect', on);
      return () => void socket.off('connect', on);
    },
  };
}
