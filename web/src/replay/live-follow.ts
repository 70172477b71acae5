import { io } from 'socket.io-client';
import type { Ack, ReplayStep } from '../../../src/client';
import { describeError } from '../api';
import { toast } from '../toast';
import type { ReplaySession } from './session';

/** The acknowledgement of `replay.follow` (the server's `FollowAck`): the current step, or the refusal. */
type FollowAck = Ack<{ readonly step: ReplayStep }>;
/** A refusal for the socket's message rate is retried once when the server asks for at most this wait. */
const RETRY_WAIT_LIMIT_MS = 5_000;

/**
 * Live follow through the `/replay` namespace (docs/replay.md): `replay.follow` with the unit, again
 * after each reconnect; every `replay.step` goes to the session. Returns how to follow another unit
 * and how to stop.
 */
export function followLive(session: ReplaySession): { changeUnit(old: string): void; close(): void } {
  const { matchId } = session;
  const live = io(`${location.origin}/replay`, { transports: ['websocket'], reconnectionDelay: 300, reconnectionDelayMax: 2000 });
  const ask = async (): Promise<FollowAck> => (await live.timeout(10_000).emitWithAck('replay.follow', { matchId, unit: session.unit.value })) as FollowAck;
  const subscribe = async () => {
    try {
      let ack = await ask();
      // Refused for the socket's message rate: wait as long as the server says, then once more.
      const wait = !ack.ok && ack.error.code === 'RATE_LIMITED' ? ack.error.retryAfterMs : undefined;
      if (wait !== undefined && wait <= RETRY_WAIT_LIMIT_MS) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        ack = await ask();
      }
      if (!ack.ok) return toast(`Live follow: ${describeError(ack)}`);
      session.onLiveStep(ack.step);
    } catch (e) {
      if (live.connected) toast(`Live follow: ${describeError(e)}`);
    }
  };
  live.on('replay.step', (s: ReplayStep) => session.onLiveStep(s));
  live.on('connect', () => void subscribe());
  live.on('disconnect', () => session.onDisconnect());
  return {
    changeUnit(old) {
      live.emit('replay.unfollow', { matchId, unit: old });
      void subscribe();
    },
    close: () => void live.close(),
  };
}
