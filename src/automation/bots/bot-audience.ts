import { Injectable } from '@nestjs/common';

/**
 * Who watches a match in this process (play and spectator sockets): a bot pauses between its
 * actions while someone does, so a person can follow its turn (BOT_WATCHED_DELAY_MS).
 */
@Injectable()
export class BotAudience {
  /** matchId -> the watchers (e.g. socket ids). */
  private readonly watchers = new Map<string, Set<string>>();

  watch(matchId: string, watcher: string): void {
    let set = this.watchers.get(matchId);
    if (!set) this.watchers.set(matchId, (set = new Set()));
    set.add(watcher);
  }

  unwatch(matchId: string, watcher: string): void {
    const set = this.watchers.get(matchId);
    if (!set) return;
    set.delete(watcher);
    if (set.size === 0) this.watchers.delete(matchId);
  }

  watched(matchId: string): boolean {
    return this.watchers.has(matchId);
  }
}
