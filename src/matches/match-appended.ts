import { Injectable, Logger } from '@nestjs/common';
import type { EventCause } from '../match-domain';
import type { StoredEvent } from '../event-store/event-store.types';
import type { LoadedMatch } from './match-loader.service';

/** What happened after a successful append in this process. */
export interface MatchAppended {
  readonly match: LoadedMatch;
  readonly events: readonly StoredEvent[];
  /** Why each of `events` happened, as the decider gave it (same order); absent or null where not known. */
  readonly causes?: readonly (EventCause | null)[];
}

type Listener = (change: MatchAppended) => void | Promise<void>;

/**
 * In-process fan-out after each append (automation, projections, the realtime fan-out). Other
 * processes learn of appends through pg NOTIFY instead. Listeners run after the response path and
 * their failures are logged, never thrown back into a command.
 */
@Injectable()
export class MatchAppendedHub {
  private readonly logger = new Logger(MatchAppendedHub.name);
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(change: MatchAppended): void {
    for (const listener of this.listeners) {
      void Promise.resolve()
        .then(() => listener(change))
        .catch((error: unknown) => this.logger.error(`listener failed for ${change.match.matchId}: ${String(error)}`));
    }
  }
}
