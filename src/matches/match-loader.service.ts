import { Injectable, Logger } from '@nestjs/common';
import type { AnyGameDefinition } from '../engine/game-definition';
import type { MatchCreated } from '../match-domain';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.service';
import { GameRegistry } from '../game-registry';
import { LruCache } from '../common/lru-cache';
import { foldServer, upcastEvent, type ServerState } from '../match-domain';

/** A match ready for the pipeline: its game, its folded state and its secret seed. */
export interface LoadedMatch {
  readonly matchId: string;
  readonly def: AnyGameDefinition;
  readonly state: ServerState;
  readonly seed: string;
  /**
   * The hash of event `state.match.version` when known (it is after any read or append of this
   * process; not after a snapshot alone): lets the pipeline append in one statement.
   */
  readonly headHash?: string;
}

/**
 * Loads match states: from the in-memory LRU cache, else the latest snapshot for the game's
 * current rules version, else from the start; in every case followed by the events appended since
 * (one indexed query), so a state is never staler than the log even when other instances write.
 */
@Injectable()
export class MatchLoader {
  private readonly logger = new Logger(MatchLoader.name);
  private readonly cache: LruCache<string, LoadedMatch>;

  constructor(
    private readonly store: EventStore,
    private readonly games: GameRegistry,
    config: AppConfig,
  ) {
    this.cache = new LruCache(config.get('STATE_CACHE_SIZE'));
  }

  /** The current state, or null when no such match exists. Throws if its game is not installed. */
  async load(matchId: string): Promise<LoadedMatch | null> {
    const base = this.cache.get(matchId) ?? (await this.loadBase(matchId));
    if (!base) return null;
    const newer = await this.store.readStream(matchId, base.state.match.version);
    if (newer.length === 0) return base;
    const loaded = {
      ...base,
      state: foldServer(
        base.def,
        newer.map((e) => upcastEvent(base.def, e)),
        base.state,
      ),
      headHash: newer.at(-1)?.hash,
    };
    this.remember(loaded);
    return loaded;
  }

  /**
   * The state this process last saw, without asking the store whether it is still the newest:
   * the pipeline decides on it optimistically (the append's version check catches a stale one).
   */
  cached(matchId: string): LoadedMatch | undefined {
    return this.cache.get(matchId);
  }

  /** Keeps a state computed by the pipeline; an older state never replaces a newer one. */
  remember(loaded: LoadedMatch): void {
    const current = this.cache.get(loaded.matchId);
    if (!current || current.state.match.version <= loaded.state.match.version) this.cache.set(loaded.matchId, loaded);
  }

  forget(matchId: string): void {
    this.cache.delete(matchId);
  }

  private async loadBase(matchId: string): Promise<LoadedMatch | null> {
    const first = await this.store.readStream(matchId, 0, 1);
    const created = first[0]?.payload as MatchCreated | undefined;
    if (!created || created.type !== 'match.created') return null;
    const def = this.games.get(created.gameId);
    if (!def) throw new Error(`match ${matchId} is a game of "${created.gameId}", which is not installed`);
    const seed = await this.store.secrets.seed(matchId);
    if (!seed) throw new Error(`match ${matchId} has no seed`);
    const cached = await this.store.stateCache.latest(matchId, def.rulesVersion);
    // Cached states of this rules version are ServerStates written by cacheState below.
    return { matchId, def, seed, state: cached ? (cached.state as ServerState) : foldServer(def, []) };
  }

  /** Writes the state to the state cache (a failure is logged, never fatal). */
  async cacheState(loaded: LoadedMatch): Promise<void> {
    try {
      await this.store.stateCache.save({
        matchId: loaded.matchId,
        rulesVersion: loaded.def.rulesVersion,
        version: loaded.state.match.version,
        state: loaded.state,
      });
    } catch (error) {
      this.logger.warn(`snapshot of ${loaded.matchId} at ${loaded.state.match.version} failed: ${String(error)}`);
    }
  }
}
