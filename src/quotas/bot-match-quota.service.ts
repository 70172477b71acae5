import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { LobbyReader } from '../projections';

/** How long a refused client is told to wait: bot-only matches at full speed end within seconds. */
const RETRY_AFTER_MS = 5_000;

/** A match every seat of which a bot plays: the server plays all of it, as fast as it can. */
export function isBotOnly(seats: number, bots: readonly (string | null)[] | undefined): boolean {
  return bots !== undefined && bots.length === seats && bots.every((bot) => bot !== null);
}

/**
 * Caps bot-only matches that have not finished: per client (QUOTA_BOT_MATCHES, the matches this
 * process created for it) and on the whole server (QUOTA_BOT_MATCHES_TOTAL, from the lobby, which
 * every instance feeds, plus this process's newest ones the lobby may not show yet). Without it one
 * client can make the server play tens of thousands of events a minute for nobody.
 */
@Injectable()
export class BotMatchQuota {
  /** Bot-only matches created here, with their client, until the lobby shows them finished. */
  private readonly created = new Map<string, string>();
  /** Bot-only creations under way, per client (admitted, not yet stored). */
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly lobby: LobbyReader,
    private readonly config: AppConfig,
  ) {}

  /** Runs `create` unless it would exceed a bot-only cap (then RATE_LIMITED with Retry-After). */
  async admit<T extends { readonly matchId: string }>(client: string, botOnly: boolean, create: () => Promise<T>): Promise<T> {
    if (!botOnly) return create();
    const running = new Set(await this.lobby.unfinishedBotOnly());
    for (const id of await this.lobby.finishedAmong([...this.created.keys()])) this.created.delete(id);
    // From here to the reservation nothing awaits, so concurrent creations see each other.
    for (const id of this.created.keys()) running.add(id);
    const pendingTotal = [...this.pending.values()].reduce((a, b) => a + b, 0);
    const perClient = [...this.created.values()].filter((c) => c === client).length + (this.pending.get(client) ?? 0);
    const perClientCap = this.config.get('QUOTA_BOT_MATCHES');
    const totalCap = this.config.get('QUOTA_BOT_MATCHES_TOTAL');
    if (perClient >= perClientCap) {
      throw DomainError.rateLimited(`too many bot-only matches from this client: at most ${perClientCap} unfinished at once`, RETRY_AFTER_MS);
    }
    if (running.size + pendingTotal >= totalCap) {
      throw DomainError.rateLimited(`the server runs its maximum of ${totalCap} unfinished bot-only matches; retry later`, RETRY_AFTER_MS);
    }
    this.pending.set(client, (this.pending.get(client) ?? 0) + 1);
    try {
      const result = await create();
      this.created.set(result.matchId, client);
      return result;
    } finally {
      const n = (this.pending.get(client) ?? 1) - 1;
      if (n > 0) this.pending.set(client, n);
      else this.pending.delete(client);
    }
  }
}
