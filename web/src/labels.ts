import { seatName } from './dom';
import { FsNames, fourSoulsEventLine, fourSoulsLabel, fourSoulsLog } from './four-souls';

/* Readable words for commands (legal actions) and events. Mansters gets its own wording; any other
 * game gets a generic "type (field: value, …)" rendering. */

type Obj = Record<string, unknown>;
export type CardLookup = (id: string) => string | undefined;

const SOURCES: Record<string, string> = { morgue: 'the morgue', manster: 'the manster deck', graveyard: 'the graveyard' };

function humanize(type: string): string {
  return type.replace(/[._-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function brief(v: unknown, cards: CardLookup): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return cards(v) ?? v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map((x) => brief(x, cards)).join(', ') || 'nothing';
  const o = v as Obj;
  if (typeof o.name === 'string') return o.name;
  return Object.entries(o)
    .map(([k, x]) => `${k} ${brief(x, cards)}`)
    .join(' ');
}

export function genericLabel(cmd: Obj, cards: CardLookup = () => undefined): string {
  const rest = Object.entries(cmd).filter(([k]) => k !== 'type');
  const title = humanize(String(cmd.type));
  return rest.length ? `${title} (${rest.map(([k, v]) => `${k}: ${brief(v, cards)}`).join('; ')})` : title;
}

function slabWords(ref: Obj | undefined, you: number | null): string {
  if (!ref) return '?';
  const seat = Number(ref.seat);
  return `${seat === you ? 'your' : `${seatName(seat)}'s`} slab ${Number(ref.slab) + 1}`;
}

function targetWords(t: Obj | null | undefined, you: number | null, cards: CardLookup): string {
  if (!t) return '';
  switch (t.kind) {
    case 'stack':
      return ` → ${slabWords(t, you)}`;
    case 'seat':
      return ` → ${t.seat === you ? 'you' : seatName(Number(t.seat))}`;
    case 'graveyard':
      return ` → ${cards(String(t.cardId)) ?? 'a graveyard card'} from the graveyard`;
    case 'stackCard':
      return ` → ${cards(String(t.cardId)) ?? 'a card'} in ${slabWords(t, you)}`;
    default:
      return ` → ${brief(t, cards)}`;
  }
}

export function manstersLabel(cmd: Obj, you: number | null, cards: CardLookup): string {
  const names = (ids: unknown) => (ids as string[]).map((id) => cards(id) ?? id).join(', ');
  switch (cmd.type) {
    case 'draw':
      return `Draw from ${SOURCES[String(cmd.source)] ?? cmd.source}`;
    case 'drawInstead':
      return `Draw from ${SOURCES[String(cmd.source)] ?? cmd.source} instead of playing`;
    case 'offerTrade':
      return `Offer ${seatName(Number(cmd.to))} ${names(cmd.give)} for ${cmd.ask} card${cmd.ask === 1 ? '' : 's'}`;
    case 'skipTrade':
      return 'No trade';
    case 'acceptTrade':
      return `Accept the trade, giving ${names(cmd.give)}`;
    case 'declineTrade':
      return 'Decline the trade';
    case 'playCard':
      return `Play ${cards(String(cmd.cardId)) ?? cmd.cardId} onto ${slabWords(cmd.to as Obj, you)}${targetWords(cmd.target as Obj | null, you, cards)}`;
    case 'endPlay':
      return 'End playing';
    case 'swap':
      return 'Swap slabs';
    case 'skipSwap':
      return 'Keep slabs';
    case 'attack':
      return `Attack ${seatName(Number(cmd.defender))}`;
    case 'concede':
      return 'Concede';
    default:
      return genericLabel(cmd, cards);
  }
}


/** One line for a Mansters event (the protocol carries no text; the replay API does). */
export function manstersEventLine(e: Obj, cards: CardLookup): string | null {
  const s = (k: string) => seatName(Number(e[k]));
  const named = (c: unknown): string => {
    if (typeof c === 'string') return cards(c) ?? humanize(c);
    const o = c as Obj | null | undefined;
    return (o && (cards(String(o.id)) ?? (typeof o.name === 'string' ? o.name : typeof o.card === 'string' ? humanize(o.card) : undefined))) ?? 'a hidden card';
  };
  switch (e.type) {
    case 'gameCreated':
      return `Game created for ${e.seatCount} players`;
    case 'decksFormed':
      return 'Decks formed and shuffled';
    case 'scenarioLoaded': {
      const hands = Array.isArray(e.hands) ? (e.hands as unknown[][]).map((x) => x.length) : ((e.handSizes as number[] | undefined) ?? []);
      return `The table is set from a scenario${hands.length ? ` (hands: ${hands.map((n, i) => `${seatName(i)} ${n}`).join(', ')})` : ''}`;
    }
    case 'firstPlayerChosen':
      return `${s('seat')} goes first`;
    case 'cardsDrawn': {
      // Seen in full by the drawer; others get { count, revealed } (graveyard cards are public).
      const shown = Array.isArray(e.cards) ? (e.cards as unknown[]) : Array.isArray(e.revealed) ? (e.revealed as unknown[]) : [];
      const n = Array.isArray(e.cards) ? e.cards.length : Number(e.count ?? shown.length);
      return `${s('seat')} drew ${n} card${n === 1 ? '' : 's'} from ${SOURCES[String(e.source)] ?? e.source}${shown.length ? `: ${shown.map(named).join(', ')}` : ''}`;
    }
    case 'drawFizzled':
      return `${s('seat')} could not draw from ${SOURCES[String(e.source)] ?? e.source}`;
    case 'openingStarted':
      return `${s('seat')} builds an opening stack`;
    case 'turnStarted':
      return `Turn ${e.turnNumber}: ${s('seat')}`;
    case 'stepEntered':
      return `Step: ${e.step}`;
    case 'tradeOffered':
      return `${s('from')} offers ${s('to')} a trade${e.ask ? ` (asks ${e.ask})` : ''}`;
    case 'tradeDeclined':
      return `${s('to')} declined ${s('from')}'s trade`;
    case 'tradeAccepted':
      return `${s('to')} accepted ${s('from')}'s trade`;
    case 'tradeEnded':
      return `${s('from')}'s trade with ${s('to')} ended (${e.cardsMoved ?? 0} cards moved)`;
    case 'tradeCancelled':
      return `${s('from')}'s trade with ${s('to')} was cancelled`;
    case 'mansterDeckShuffled':
      return 'The manster deck was shuffled';
    case 'deckRebuilt':
      return `The ${e.deck === 'manster' ? 'manster deck' : String(e.deck)} was rebuilt`;
    case 'graveyardFilled':
      return 'The graveyard was filled';
    case 'firstPlayerDraw':
      return `Each player drew a manster to choose who goes first (round ${e.round})`;
    case 'playerCleared':
      return `${s('seat')}'s cards went to the graveyard`;
    case 'tradeSkipped':
      return `${s('seat')} skipped trading`;
    case 'cardPlayed': {
      const to = e.to as Obj;
      return `${s('seat')} played ${named(e.card)} onto ${seatName(Number(to.seat))}'s slab ${Number(to.slab) + 1}`;
    }
    case 'stackHealed':
      return `${s('seat')}'s slab ${Number(e.slab) + 1} healed ${e.amount}`;
    case 'stackDamaged':
      return `${s('seat')}'s slab ${Number(e.slab) + 1} took ${e.amount} damage (${e.cause})`;
    case 'stackDefeated':
      return `${s('seat')}'s stack on slab ${Number(e.slab) + 1} was defeated: ${((e.cards as unknown[]) ?? []).map(named).join(', ')}`;
    case 'cardRemoved':
      return `${named(e.card)} was removed from ${s('seat')}'s slab ${Number(e.slab) + 1}`;
    case 'cardScavenged':
      return `${s('seat')} scavenged ${named(e.card)} from the graveyard`;
    case 'cardStolen':
      return `${s('to')} stole ${e.card === undefined ? 'a card' : named(e.card)} from ${s('from')}`;
    case 'slabSwapped':
      return `${s('seat')} now uses slab ${Number(e.activeSlab) + 1}`;
    case 'attackDeclared':
      return `${s('attacker')} attacks ${s('defender')} for ${e.damage}${e.blocked ? ' (blocked)' : ''}`;
    case 'directDamageTaken':
      return `${s('seat')} takes ${e.amount} direct damage (total ${e.total})`;
    case 'playerOut':
      return `${s('seat')} is out (${e.reason})`;
    case 'turnEnded':
      return `${s('seat')} ended the turn`;
    case 'turnLimitReached':
      return `Turn limit reached (${e.turnNumber})`;
    case 'gameEnded':
      return `Game over: ${(e.winners as number[]).map(seatName).join(', ') || 'nobody'} won (${e.reason})`;
    default:
      return null;
  }
}

export function framingLine(e: Obj): string | null {
  switch (e.type) {
    case 'match.created':
      return `Match of ${String(e.gameId ?? 'a game')} created for ${e.seatCount} seats${e.scenario ? ' from a scenario' : ''}${e.deadlines ? ` (${String((e.deadlines as Obj).mode)} deadlines, ${String((e.deadlines as Obj).seconds)} s)` : ''}`;
    case 'seat.claimed':
      return `${seatName(Number(e.seat))} taken by ${e.name ?? (e.bot ? `bot ${e.bot}` : 'a player')}`;
    case 'match.ended': {
      const o = (e.outcome ?? e) as Obj;
      return `Match ended: ${((o.winners as number[]) ?? []).map(seatName).join(', ') || 'no winner'} (${o.reason ?? 'over'})`;
    }
    default:
      return null;
  }
}

/** One event in words. `names` (Four Souls): what the log has shown so far, to name damaged, tapped and popped objects. */
export function eventLine(gameId: string, e: Obj, cards: CardLookup, names?: FsNames): string {
  try {
    return framingLine(e) ?? (gameId === 'mansters' ? manstersEventLine(e, cards) : gameId === 'four-souls' ? fourSoulsEventLine(e, names) : null) ?? genericLabel(e, cards);
  } catch {
    return genericLabel(e, cards); // an event shape this client does not know: show its fields
  }
}

/** A run of events in words, in order (Four Souls names objects by what earlier events showed). */
export function eventLines(gameId: string, events: readonly Obj[], cards: CardLookup, view?: unknown): string[] {
  if (gameId !== 'four-souls') return events.map((e) => eventLine(gameId, e, cards));
  let fs: (string | null)[] = [];
  try {
    fs = fourSoulsLog(events, view);
  } catch {
    fs = [];
  }
  return events.map((e, i) => framingLine(e) ?? fs[i] ?? eventLine(gameId, e, cards));
}

export function actionLabel(gameId: string, cmd: Obj, you: number | null, cards: CardLookup, view?: unknown): string {
  if (gameId === 'mansters') return manstersLabel(cmd, you, cards);
  if (gameId === 'four-souls') return fourSoulsLabel(cmd, view) ?? genericLabel(cmd, cards);
  return genericLabel(cmd, cards);
}

/** Collects id → name for every card object ({ id, name }) anywhere in a view. */
export function cardIndex(view: unknown): CardLookup {
  const map = new Map<string, string>();
  const walk = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 12) return;
    if (Array.isArray(v)) return v.forEach((x) => walk(x, depth + 1));
    const o = v as Obj;
    if (typeof o.id === 'string' && typeof o.name === 'string') map.set(o.id, o.name);
    for (const x of Object.values(o)) walk(x, depth + 1);
  };
  walk(view, 0);
  return (id) => map.get(id);
}
