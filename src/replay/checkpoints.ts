import type { ServerState } from '../match-domain';
import { LruCache } from '../common/lru-cache';

/**
 * Replay checkpoints kept in memory: the state every `every` events, filled in as seeks fold past
 * them. With the pipeline's state cache (every STATE_CACHE_EVERY events) they bound a seek to at
 * most `every` folded events once a match has been walked through once.
 */
export class ReplayCheckpoints {
  private readonly byMatch: LruCache<string, Map<number, ServerState>>;

  constructor(
    readonly every: number,
    matches: number,
  ) {
    this.byMatch = new LruCache(matches);
  }

  keep(key: string, state: ServerState): void {
    if (state.match.version === 0 || state.match.version % this.every !== 0) return;
    let states = this.byMatch.get(key);
    if (!states) {
      states = new Map();
      this.byMatch.set(key, states);
    }
    states.set(state.match.version, state);
  }

  /** The newest checkpoint at or below `version`. */
  nearest(key: string, version: number): ServerState | null {
    const states = this.byMatch.get(key);
    if (!states) return null;
    for (let v = version - (version % this.every); v > 0; v -= this.every) {
      const s = states.get(v);
      if (s) return s;
    }
    return null;
  }
}
