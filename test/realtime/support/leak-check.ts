import { expect } from 'vitest';
import type { ClientEvent, MatchUpdate, ViewerRef } from '../../../src/client';
import type { AnyGameDefinition, Typed } from '../../../src/engine/game-definition';
import { canSee, type Viewer } from '../../../src/engine/types';
import { receiptOf } from '../../../src/fairness/receipt';
import type { StoredEvent } from '../../../src/event-store/event-store.types';
import { describeEvent, foldServer, isFramingType, statusOf, upcastEvent, type ServerState } from '../../../src/match-domain';
import type { Received } from './harness';

/**
 * Hidden values per game: strings that must not appear in anything sent to `viewer` while the
 * state is `state`. Adding a game to the leak test = one entry here plus one in the e2e list.
 */
export type HiddenValues = (state: ServerState, viewer: Viewer) => string[];

interface Card {
  readonly id: string;
}
interface MLike {
  readonly players: readonly { readonly hand: readonly Card[] }[];
  readonly morgue: readonly Card[];
  readonly mansterDeck: readonly Card[];
  readonly tradeOffer: { readonly from: number; readonly to: number; readonly give: readonly Card[] } | null;
}

/** Mansters: object ids of other hands, of both decks (their order is hidden), of others' trade offers. */
export const manstersHidden: HiddenValues = (state, viewer) => {
  const g = state.match.game as MLike;
  const me = viewer.kind === 'seat' ? viewer.seat : -1;
  const party = g.tradeOffer && (g.tradeOffer.from === me || g.tradeOffer.to === me);
  const visibleTrade = new Set(party ? g.tradeOffer!.give.map((c) => c.id) : []);
  const ids = [
    ...g.morgue.map((c) => c.id),
    ...g.mansterDeck.map((c) => c.id),
    ...g.players.flatMap((p, seat) => (seat === me ? [] : p.hand.map((c) => c.id))),
    ...(g.tradeOffer && !party ? g.tradeOffer.give.map((c) => c.id) : []),
  ];
  return ids.filter((id) => !visibleTrade.has(id)).map((id) => JSON.stringify(id));
};

interface FsLike {
  decks: Record<string, { id: string }[]>;
  players: { hand: { id: string }[] }[];
}

/** Four Souls: every deck's objects (order and content are hidden, R-ZONE-3) and other seats' hands (R-ZONE-5). */
export const fourSoulsHidden: HiddenValues = (state, viewer) => {
  const g = state.match.game as FsLike;
  const me = viewer.kind === 'seat' ? viewer.seat : -1;
  const ids = [
    ...Object.values(g.decks).flatMap((deck) => deck.map((c) => c.id)),
    ...g.players.flatMap((p, seat) => (seat === me ? [] : p.hand.map((c) => c.id))),
  ];
  return ids.map((id) => JSON.stringify(id));
};

/** High card: nothing can be string-searched (cards are small numbers); the structural check covers it. */
export const noStringHidden: HiddenValues = () => [];

const engineViewer = (v: ViewerRef): Viewer => (v.kind === 'seat' ? { kind: 'seat', seat: v.seat } : { kind: 'spectator' });

/**
 * Checks every message one socket received against the log:
 * - structurally: each update's events and view are exactly the game's redaction for that viewer
 *   at that seq (so the gateway adds nothing), its legal actions are the game's; each event's
 *   text is the replay's line for the form received, non-empty and without an internal object id;
 * - no event hash, no seed before the end, no game-specific hidden value, in any message; the one
 *   hash allowed is the final head's in the signed head of the finished match (public by then:
 *   the export holds every hash);
 * - each update's receipt is the keyed receipt of the chain hash at its seq (never the hash itself);
 * - per socket, seqs arrive in order with no gap and no duplicate.
 */
/** An internal object id as the engine allocates them (`o86`, src/engine/ids.ts): never shown in words. */
const OBJECT_ID = /\bo\d+\b/;

export function checkSocket(def: AnyGameDefinition, log: readonly StoredEvent[], received: readonly Received[], hidden: HiddenValues): void {
  const states: ServerState[] = [foldServer(def, [])];
  for (const e of log) states.push(foldServer(def, [upcastEvent(def, e)], states.at(-1)));
  const endSeq = log.find((e) => e.type === 'match.ended')?.seq ?? Infinity;
  const seed = (log.find((e) => e.type === 'match.ended')?.payload as { seed?: string } | undefined)?.seed ?? null;
  const hashes = new Set(log.flatMap((e) => [e.hash, e.prevHash]).filter((h) => !/^0+$/.test(h)));
  const shownSince = new Map<string, Map<string, number>>();
  let at: number | null = null;
  for (const r of received) {
    const finalHead = r.kind === 'update' && r.update.snapshot.status === 'finished' ? r.update.snapshot.signedHead : null;
    if (finalHead) expect(finalHead).toMatchObject({ seq: log.length, hash: log.at(-1)?.hash });
    const text = JSON.stringify(r.kind === 'update' && finalHead ? { ...r, update: { ...r.update, snapshot: { ...r.update.snapshot, signedHead: null } } } : r);
    for (const h of hexWindows(text)) expect(hashes.has(h), 'an event hash was sent').toBe(false);
    if (r.kind === 'update') {
      expect(r.update.snapshot.signedHead === null, 'a signed head only once finished').toBe(r.update.snapshot.status !== 'finished');
      const at = log[r.update.seq - 1];
      if (seed && at) expect(r.update.receipt, `receipt at seq ${r.update.seq}`).toBe(receiptOf(seed, at.matchId, at.seq, at.hash));
    }
    if (r.kind === 'error') throw new Error(`unexpected server:error ${text}`);
    if (r.kind === 'presence') {
      for (const s of r.presence.seats) expect(Object.keys(s).sort()).toEqual(['connected', 'seat']);
      continue;
    }
    if (r.kind === 'delta') {
      // Protocol 2 carries the same events and parts of the same snapshots: no hash (above), no seed before the end.
      if (seed && r.delta.seq < endSeq) expect(text.includes(seed), `seed sent at seq ${r.delta.seq}`).toBe(false);
      continue;
    }
    const u: MatchUpdate = r.update;
    if (seed && u.seq < endSeq) expect(text.includes(seed), `seed sent at seq ${u.seq}`).toBe(false);
    if (!u.reset && at !== null) expect(u.fromSeq, 'updates continue each other').toBe(at);
    expect(u.events.map((e) => e.seq)).toEqual(Array.from({ length: u.events.length }, (_, i) => u.fromSeq + 1 + i));
    if (u.events.length > 0 || !u.reset) expect(u.seq).toBe(u.fromSeq + u.events.length);
    at = u.seq;
    const viewer = engineViewer(u.snapshot.viewer);
    const state = states[u.seq] as ServerState;
    for (const e of u.events) {
      const visible = expected(def, log[e.seq - 1] as StoredEvent, viewer);
      expect(e.event).toEqual(visible);
      // The event's words: the replay's line for the form this viewer received, from the state before it.
      expect(e.text).toBe(describeEvent(def, visible as Typed, states[e.seq - 1] as ServerState));
      expect(e.text.trim(), `text of event ${e.seq} (${e.type})`).not.toBe('');
      expect(e.text, `text of event ${e.seq} (${e.type}) names an internal object id`).not.toMatch(OBJECT_ID);
    }
    expect(u.snapshot.view).toEqual(JSON.parse(JSON.stringify(def.view(state.match.game, viewer))));
    const live = statusOf(state) === 'live';
    expect(u.snapshot.legalActions).toEqual(viewer.kind === 'seat' && live ? JSON.parse(JSON.stringify(def.legalActions(state.match.game, viewer.seat))) : []);
    // Hidden values of every state the update spans.
    // Hidden at the update's seq: banned outright. Hidden only at an earlier seq the update spans:
    // banned unless the viewer now legitimately holds it (a card drawn into its own hand keeps its id).
    // What the rules showed this viewer alone (a look at a deck's top, its own draws) is its to know.
    const key = JSON.stringify(viewer);
    if (!shownSince.has(key)) shownSince.set(key, privatelyShownSince(def, log, viewer));
    const shownAt = shownSince.get(key)!;
    const shown = (v: string) => (shownAt.get(v) ?? Infinity) <= u.seq;
    const banned = new Set<string>(hidden(state, viewer).filter((v) => !shown(v)));
    const nowVisible = jsonStrings(JSON.stringify(def.view(state.match.game, viewer)));
    for (let s = Math.max(0, u.fromSeq); s < u.seq; s += 1) {
      for (const v of hidden(states[s] as ServerState, viewer)) if (!nowVisible.has(v) && !shown(v)) banned.add(v);
    }
    const sent = jsonStrings(text);
    for (const v of banned) expect(sent.has(v), `hidden value ${v} sent to ${JSON.stringify(viewer)} at seq ${u.seq}`).toBe(false);
  }
}

/**
 * For each string value that the rules showed only to some seats, `viewer` among them, the seq of
 * the first event that showed it: shown at seq N when that seq is ≤ N. One pass over the log per
 * socket (the check used to rescan the log prefix for every update: quadratic in the match length).
 */
function privatelyShownSince(def: AnyGameDefinition, log: readonly StoredEvent[], viewer: Viewer): Map<string, number> {
  const shown = new Map<string, number>();
  for (const stored of log) {
    if (isFramingType(stored.type)) continue;
    const event = upcastEvent(def, stored);
    const v = def.visibility(event);
    if (!(v.kind === 'seats' && canSee(v, viewer))) continue;
    const strings = new Set<string>();
    collectStrings(event, strings);
    for (const s of strings) if (!shown.has(s)) shown.set(s, stored.seq);
  }
  return shown;
}

/**
 * The JSON string literals of a JSON text, quotes included: a hidden value (a JSON-quoted id) is
 * in the text exactly when it is one of them. A set lookup per value instead of a scan of the text.
 */
function jsonStrings(text: string): Set<string> {
  return new Set(text.match(/"(?:[^"\\]|\\.)*"/g) ?? []);
}

/** Every 64-character window of every run of hex digits: a chain hash sent anywhere is one of them. */
function hexWindows(text: string): string[] {
  const windows: string[] = [];
  for (const run of text.match(/[0-9a-f]{64,}/g) ?? []) for (let i = 0; i + 64 <= run.length; i += 1) windows.push(run.slice(i, i + 64));
  return windows;
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(JSON.stringify(value));
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, into);
}

function expected(def: AnyGameDefinition, stored: StoredEvent, viewer: Viewer): unknown {
  const event = isFramingType(stored.type) ? (stored.payload as Typed) : def.redactEvent(upcastEvent(def, stored), viewer);
  return JSON.parse(JSON.stringify(event));
}

export function allSeqs(events: readonly ClientEvent[]): number[] {
  return events.map((e) => e.seq);
}
