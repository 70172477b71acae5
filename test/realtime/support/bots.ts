import type { DataSource } from 'typeorm';
import type { CommandAccepted, GameMessage } from '../../../src/client';
import { canonicalJson } from '../../../src/engine/canonical-json';
import { playsOf } from '../../../src/engine/concede';
import type { AnyGameDefinition } from '../../../src/engine/game-definition';
import { rngFromWords } from '../../../src/engine/random';
import { EventStore } from '../../../src/event-store/event-store.service';
import { foldServer, upcastEvent, type ServerState } from '../../../src/match-domain';
import type { RecordingClient } from './harness';

/**
 * Client-side bots for the e2e tests. A bot acts only on what its socket received: when the last
 * snapshot says its seat is waited for, it picks one of the legal actions the server sent.
 * `random` needs nothing else; other policies (`greedy`) run the game's own bot on the state the
 * test folds from the log, and the pick must be one of the server's legal actions.
 */
export interface BotSeat {
  readonly seat: number;
  readonly client: RecordingClient;
  readonly policy: string;
}

export async function runBots(opts: {
  def: AnyGameDefinition;
  ds: DataSource;
  matchId: string;
  bots: readonly BotSeat[];
  timeoutMs: number;
  seed: number;
}): Promise<{ commands: number; rejected: string[] }> {
  const { def, ds, matchId, bots } = opts;
  const store = new EventStore(ds);
  let state: ServerState | null = null;
  const rng = rngFromWords([opts.seed, 7, 11, 13]);
  const busy = new Set<number>();
  const rejected: string[] = [];
  let commands = 0;
  const deadline = Date.now() + opts.timeoutMs;

  const omniscientAt = async (seq: number): Promise<ServerState> => {
    const from = state?.match.version ?? 0;
    if (from < seq) {
      const events = await store.readStream(matchId, from, seq);
      state = foldServer(
        def,
        events.map((e) => upcastEvent(def, e)),
        state ?? undefined,
      );
    }
    return state as ServerState;
  };

  for (;;) {
    const snapshots = bots.map((b) => b.client.mirror(matchId)?.snapshot ?? null);
    if (snapshots.every((s) => s?.status === 'finished')) return { commands, rejected };
    if (Date.now() > deadline) throw new Error(`bots did not finish the match; seqs ${snapshots.map((s) => s?.seq).join(',')}`);
    const moves: Promise<void>[] = [];
    for (const [i, bot] of bots.entries()) {
      const snap = snapshots[i];
      // Like the server's bots, these never concede (R-MATCH-2: legal at any time, but it would cut the match short).
      const plays = snap ? playsOf(snap.legalActions) : [];
      if (!snap || snap.status !== 'live' || busy.has(bot.seat) || !snap.waitingFor.includes(bot.seat) || plays.length === 0) continue;
      busy.add(bot.seat);
      moves.push(
        (async () => {
          let command: GameMessage;
          if (bot.policy === 'random') command = rng.pick(plays);
          else {
            const s = await omniscientAt(snap.seq);
            const chosen = def.bots[bot.policy]?.(s.match.game, bot.seat, rng) as GameMessage | null;
            const legal = snap.legalActions.find((a) => canonicalJson(a) === canonicalJson(chosen));
            if (!legal) throw new Error(`policy ${bot.policy} chose ${JSON.stringify(chosen)}, not among the server's legal actions`);
            command = legal;
          }
          try {
            const res: CommandAccepted = await bot.client.command(matchId, command, { expectedSeq: snap.seq });
            commands += res.firstSeq === null ? 0 : 1;
          } catch (error) {
            // Simultaneous prompts: another seat moved first; decide again on the next snapshot.
            const code = (error as { code?: string }).code ?? String(error);
            if (code !== 'STALE_SEQ') rejected.push(code);
          }
          // Wait for this socket to see a newer seq before deciding again.
          const until = Date.now() + 5000;
          while ((bot.client.mirror(matchId)?.seq ?? 0) <= snap.seq && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
          busy.delete(bot.seat);
        })(),
      );
    }
    // Always a macrotask pause: an empty `moves` would otherwise spin on microtasks and starve I/O.
    await new Promise((r) => setTimeout(r, 3));
  }
}
