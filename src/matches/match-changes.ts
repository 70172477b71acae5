import { Injectable } from '@nestjs/common';
import { PgListener } from '../event-store/pg-listener.service';
import { MatchAppendedHub, type MatchAppended } from './match-appended';

/** Why a consumer should look at a match again, or at every match it follows. */
export type MatchChange =
  /** This process appended: the match as loaded after the append, and the events appended. */
  | { readonly kind: 'appended'; readonly matchId: string; readonly lastSeq: number; readonly local: MatchAppended }
  /** An append announced by NOTIFY: another instance's, or this process's own a second time. */
  | { readonly kind: 'notified'; readonly matchId: string; readonly lastSeq: number }
  /** Notifications may have been lost (the LISTEN connection came back): look at everything again. */
  | { readonly kind: 'missed' };

/**
 * The one "a match changed" source: this process's appends (the in-process hub, with the loaded
 * match), every instance's appends (NOTIFY on the LISTEN connection) and the moments when
 * notifications may have been lost (the LISTEN connection reconnected). The realtime fan-out, the
 * live replay rooms, auto-pass and the deadline timers each subscribe once and say what each kind
 * means to them, instead of wiring the three sources by hand. (The lobby projector reads only the
 * store, so it listens to the LISTEN connection directly.)
 */
@Injectable()
export class MatchChanges {
  constructor(
    private readonly hub: MatchAppendedHub,
    private readonly listener: PgListener,
  ) {}

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: (change: MatchChange) => void): () => void {
    const offs = [
      this.hub.subscribe((local) => listener({ kind: 'appended', matchId: local.match.matchId, lastSeq: local.match.state.match.version, local })),
      this.listener.onMatchEvents((n) => listener({ kind: 'notified', matchId: n.matchId, lastSeq: n.lastSeq })),
      this.listener.onReconnect(() => listener({ kind: 'missed' })),
    ];
    return () => {
      for (const off of offs) off();
    };
  }
}
