/**
 * `view`: the only way state leaves the server (DESIGN §3). Decks show counts (R-ZONE-3), hands
 * show counts except to their owner (R-ZONE-5); discards, slots (covered cards too), the stack
 * and outside-the-game cards are public. A looked-at deck top is shown only to the looker.
 */
import type { Seat, Viewer } from '../../engine';
import { prompt } from './prompt';
import { attackOf, healthLeft, maxHealth, soulCount } from './stats';
import type { CardObj, Decision, FsState } from './types';

export interface FsPlayerView {
  readonly seat: Seat;
  readonly character: CardObj;
  readonly items: readonly CardObj[];
  readonly souls: readonly CardObj[];
  readonly soulCount: number;
  readonly curses: readonly CardObj[];
  readonly handCount: number;
  /** Only the owner (and omniscient viewers) get the cards. */
  readonly hand: readonly CardObj[] | null;
  readonly coins: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly attack: number;
  readonly lootPlays: number;
  readonly purchases: number;
  readonly attacks: number;
  readonly diedThisTurn: boolean;
  readonly conceded: boolean;
}

export interface FsView {
  readonly status: FsState['status'];
  readonly you: Seat | null;
  readonly turn: FsState['turn'];
  readonly priority: FsState['priority'];
  readonly prompt: ReturnType<typeof prompt>;
  readonly players: readonly FsPlayerView[];
  readonly deckCounts: Readonly<Record<'loot' | 'treasure' | 'monster', number>>;
  readonly discards: FsState['discards'];
  readonly slots: FsState['slots'];
  readonly stack: FsState['stack'];
  readonly pending: FsState['pending'];
  readonly resolving: FsState['resolving'];
  readonly limbo: FsState['limbo'];
  readonly outside: FsState['outside'];
  readonly under: FsState['under'];
  readonly bonusSouls: FsState['bonusSouls'];
  readonly decision: Decision | { readonly kind: Decision['kind']; readonly seat: Seat } | null;
  /** The cards the viewer is looking at (an `arrange` decision of theirs), top first. */
  readonly looking: readonly CardObj[] | null;
  readonly winners: FsState['winners'];
  readonly endReason: string | null;
}

function seesAll(viewer: Viewer, seat: Seat): boolean {
  return viewer.kind === 'omniscient' || (viewer.kind === 'seat' && viewer.seat === seat);
}

export function view(s: FsState, viewer: Viewer): FsView {
  const d = s.decision;
  const ownDecision = d !== null && seesAll(viewer, d.seat);
  const hiddenDecision = d !== null && (d.kind === 'arrange' || (d.kind === 'choose' && (d.what === 'discard' || d.what === 'discard-to-10')));
  return {
    status: s.status,
    you: viewer.kind === 'seat' ? viewer.seat : null,
    turn: s.turn,
    priority: s.priority,
    prompt: prompt(s),
    players: s.players.map((p) => ({
      seat: p.seat, character: p.character, items: p.items, souls: p.souls, soulCount: soulCount(s, p.seat), curses: p.curses,
      handCount: p.hand.length, hand: seesAll(viewer, p.seat) ? p.hand : null, coins: p.coins,
      health: healthLeft(s, p.seat), maxHealth: maxHealth(s, p.seat), attack: attackOf(s, p.seat),
      lootPlays: p.lootPlays, purchases: p.purchases, attacks: p.attacks, diedThisTurn: p.diedThisTurn, conceded: p.conceded,
    })),
    deckCounts: { loot: s.decks.loot.length, treasure: s.decks.treasure.length, monster: s.decks.monster.length },
    discards: s.discards,
    slots: s.slots,
    stack: s.stack,
    pending: s.pending,
    resolving: s.resolving,
    limbo: s.limbo,
    outside: s.outside,
    under: s.under,
    bonusSouls: s.bonusSouls,
    decision: d === null ? null : ownDecision || !hiddenDecision ? d : { kind: d.kind, seat: d.seat },
    looking: d?.kind === 'arrange' && ownDecision ? d.ids.map((id) => s.decks[d.deck].find((c) => c.id === id)!).filter(Boolean) : null,
    winners: s.winners,
    endReason: s.endReason,
  };
}
