import type { ClientEvent, GameMessage, MCardView, MPlayerView, MStackView, MView } from '../../../src/client';
import { Card, CardBack } from '../ui/Card';
import { PlayerMat, Zone } from '../ui/PlayerMat';
import { usePick } from '../ui/table-context';
import { manstersChoices } from './mansters-choices';
import { seatLabel, type BoardProps, type GameUi } from './types';

/* Mansters (src/games/mansters/view.ts; rules in docs/games/mansters.md): each stack shows whether it
 * is full and what it still needs (M-CARD-5), and an attack whether it will be blocked (M-TURN-5). */

export function isManstersView(v: unknown): v is MView {
  const o = v as MView | null;
  return !!o && typeof o === 'object' && Array.isArray(o.players) && typeof o.morgueCount === 'number' && Array.isArray(o.graveyard);
}

const KINDS = ['meat', 'bone', 'spirit'] as const;

/** M-CARD-5: a stack is full with at least one meat, one bone and one spirit; what it still lacks. */
export function stillNeeds(s: MStackView | null): string[] {
  if (!s) return [...KINDS];
  return KINDS.filter((k) => !(s.counts[k] > 0));
}

/** M-TURN-5: an attack on `defender` is blocked by its active stack only when that stack is full. */
export function attackOutcome(v: MView, attacker: number, defender: number): string {
  const own = v.players[attacker];
  const them = v.players[defender];
  if (!own || !them) return '';
  const damage = own.slabs[own.activeSlab]?.attack ?? 0;
  const blocker = them.slabs[them.activeSlab];
  return blocker?.full
    ? `blocked by their slab ${them.activeSlab + 1} stack: ${damage} damage to it (${blocker.remaining} health left)`
    : `not blocked (their active stack is not full): ${damage} direct damage to the player (${them.directDamage}/10 now)`;
}

const MCard = ({ c }: { c: MCardView }) => (
  <Card
    card={c.card}
    obj={c.id}
    name={c.name}
    kind={c.kind}
    numbers={[
      ...(c.health ? [{ icon: 'meat' as const, value: String(c.health) }] : []),
      ...(c.damage ? [{ icon: 'bone' as const, value: String(c.damage) }] : []),
    ]}
    size="sm"
  />
);

function Slab({
  seat,
  index,
  s,
  active,
  shielded,
  out,
}: {
  seat: number;
  index: number;
  s: MStackView | null;
  active: boolean;
  shielded: boolean;
  out: boolean;
}) {
  const { onClick, className } = usePick(`slab:${seat}:${index}`);
  const needs = stillNeeds(s);
  return (
    <div
      class={`slab ${active ? 'active' : ''} ${s?.full ? 'full' : 'not-full'} ${className}`}
      data-slab={`${seat}:${index}`}
      data-pick={`slab:${seat}:${index}`}
      onClick={onClick}
    >
      <div class="slab-title">
        Slab {index + 1}
        {active ? ' · active' : ''}
        {shielded ? ' · shielded' : ''}
      </div>
      {s ? (
        <div class="slab-stats stats">
          ♥ {s.remaining}/{s.health}
          {s.damage ? ` (−${s.damage})` : ''} · ⚔ {s.attack}
        </div>
      ) : null}
      {/* A player out of the game blocks and attacks no more: their stacks' fullness would tell nothing. */}
      {out ? null : <div class={`fullness ${s?.full ? 'ok' : 'warn'}`}>{s?.full ? 'Full: blocks and attacks' : `Not full: needs ${needs.join(', ')}`}</div>}
      <div class="slab-cards">{s ? s.cards.map((c) => <MCard key={c.id} c={c} />) : <span class="muted">empty</span>}</div>
    </div>
  );
}

function MMat({ p, v, seats }: { p: MPlayerView; v: MView; seats: BoardProps['seats'] }) {
  const you = p.seat === v.you;
  // From the swap step on, with a full active stack: the attack on the only opponent left is made
  // by the server (a forced move, M-MISC-5), so what it will do is shown before it happens.
  const mine = v.you !== null ? v.players[v.you] : undefined;
  const attacking =
    v.you !== null &&
    !you &&
    p.status === 'playing' &&
    v.current === v.you &&
    (v.step === 'attack' || (v.step === 'swap' && !!mine?.slabs[mine.activeSlab]?.full));
  return (
    <PlayerMat
      seat={p.seat}
      name={seatLabel(seats, p.seat)}
      you={you}
      active={p.seat === v.current}
      out={p.status !== 'playing'}
      stats={
        <>
          {/* M-END-1: 10 direct damage puts a player out; an attack may take one past it (9 and a 4
              attack is 13): then the count says what it means, "13 (10 defeats)", never "13/10". */}
          <span class="stat">
            Direct damage <b class="direct">{p.directDamage}</b>
            {p.directDamage < 10 ? '/10' : ' (10 defeats)'}
          </span>
          <span class="stat">
            Hand <b class="hand-size">{p.handSize}</b>
          </span>
          {p.status !== 'playing' ? <span class="tag bad">{p.status}</span> : null}
        </>
      }
    >
      {attacking ? <p class="attack-preview">Your attack: {attackOutcome(v, v.you!, p.seat)}</p> : null}
      <div class="slabs">
        {p.slabs.map((s, i) => (
          <Slab key={i} seat={p.seat} index={i} s={s} active={i === p.activeSlab} shielded={p.shieldedSlab === i} out={p.status !== 'playing'} />
        ))}
      </div>
      {p.hand ? (
        <Zone title={`Hand (${p.handSize})`} class="hand">
          {p.hand.map((c) => (
            <MCard key={c.id} c={c} />
          ))}
        </Zone>
      ) : (
        <Zone title={`Hand (${p.handSize})`} class="hand-backs">
          {Array.from({ length: Math.min(p.handSize, 12) }, (_, i) => (
            <CardBack key={i} label="Morgue" />
          ))}
        </Zone>
      )}
    </PlayerMat>
  );
}

function ManstersBoard({ view, seats }: BoardProps) {
  if (!isManstersView(view)) return null;
  const v = view;
  const me = v.players.find((p) => p.seat === v.you) ?? null;
  const others = v.players.filter((p) => p !== me);
  return (
    <div class="table mansters board">
      <div class="info">
        {v.turnNumber ? `Turn ${v.turnNumber}${v.turnLimit === null ? '' : `/${v.turnLimit}`}` : `Phase: ${v.phase}`}
        {v.current !== null ? ` · ${seatLabel(seats, v.current)} to play` : ''}
        {v.step ? ` · ${v.step} step` : ''}
        {v.step === 'play' ? ` · ${v.playsMade} of 3 played` : ''}
      </div>
      <div class="opponents">
        {others.map((p) => (
          <MMat key={p.seat} p={p} v={v} seats={seats} />
        ))}
      </div>
      <div class="center">
        <Zone title="Decks" class="decks">
          <div class="deck" data-deck="morgue">
            <CardBack label="Morgue" count={v.morgueCount} pick="deck:morgue" />
          </div>
          <div class="deck" data-deck="manster">
            <CardBack label="Mansters" count={v.mansterDeckCount} pick="deck:manster" />
          </div>
        </Zone>
        <Zone title={`Graveyard (${v.graveyard.length}, top first)`} class="graveyard">
          {v.graveyard.length ? v.graveyard.slice(0, 6).map((c) => <MCard key={c.id} c={c} />) : <span class="muted">empty</span>}
        </Zone>
        {v.trade ? (
          <Zone title={`Trade: P${v.trade.from + 1} → P${v.trade.to + 1} gives `} class="trade">
            {v.trade.give ? v.trade.give.map((c) => <MCard key={c.id} c={c} />) : <span class="muted">cards hidden</span>}
            {v.trade.ask !== null ? <span class="muted">asks for {v.trade.ask}</span> : null}
          </Zone>
        ) : null}
        {v.revealed.length ? (
          <Zone title="Revealed" class="revealed">
            {v.revealed.map((r) => (
              <MCard key={r.card.id} c={r.card} />
            ))}
          </Zone>
        ) : null}
      </div>
      {me ? <MMat p={me} v={v} seats={seats} /> : null}
    </div>
  );
}

/** The seat's cards in hand, as table elements. */
const handCards = (view: unknown, seat: number): string[] =>
  isManstersView(view) ? (view.players.find((p) => p.seat === seat)?.hand ?? []).map((c) => `obj:${c.id}`) : [];

export const manstersUi: GameUi = {
  Board: ManstersBoard,
  accepts: isManstersView,
  hints: {
    anchor: (c: GameMessage) =>
      (c.type === 'draw' || c.type === 'draw-instead') && typeof c.source === 'string' && c.source !== 'graveyard' ? `deck:${c.source}` : null,
    extraPicks: (c: GameMessage) => {
      const to = c.type === 'play-card' ? c.to : null;
      return to && typeof to === 'object' && !Array.isArray(to) && typeof to.seat === 'number' && typeof to.slab === 'number'
        ? [`slab:${to.seat}:${to.slab}`]
        : [];
    },
    alsoInBar: (c: GameMessage) => c.type === 'accept-trade' || c.type === 'attack',
  },
  choiceWords: manstersChoices,
  foldLog: (_e: ClientEvent) => null,
  describe: (view, key, who) => {
    const [kind, a, b] = key.split(':');
    if (kind === 'deck') return { name: a === 'morgue' ? 'the morgue' : 'the manster deck', card: null };
    if (kind === 'seat') return { name: who(Number(a)), card: null };
    if (kind === 'slab') return { name: `${who(Number(a))}'s slab ${Number(b) + 1}`, card: null };
    if (!isManstersView(view)) return { name: key, card: null };
    const all = [...view.graveyard, ...view.players.flatMap((p) => [...(p.hand ?? []), ...p.slabs.flatMap((s) => s?.cards ?? [])])];
    const c = all.find((x) => x.id === a);
    return c ? { name: c.name, card: c.card } : { name: key, card: null };
  },
  result: (view) =>
    isManstersView(view)
      ? { turns: view.turnNumber, scores: view.players.map((p) => ({ seat: p.seat, text: `${p.directDamage} direct damage` })) }
      : { turns: null, scores: [] },
  turnNumber: (view) => (isManstersView(view) ? view.turnNumber : undefined),
  passesPriority: false,
  // M-TURN-3 then M-TURN-4: end the plays and keep the active stack (no swap) in one click; from
  // the trade step (M-TURN-2) the same click skips the trade first. One button: the two firsts are
  // never legal together.
  chains: [
    { id: 'end-turn', label: 'End your turn (keep your active stack)', first: 'end-play', then: ['skip-swap'] },
    { id: 'end-turn', label: 'End your turn (keep your active stack)', first: 'skip-trade', then: ['end-play', 'skip-swap'] },
  ],
  // Playing a card (M-TURN-3) says the player does not trade (M-TURN-2): a card in hand clicked
  // during the trade step skips the trade, then is taken up in the play step.
  // In the draw step (M-TURN-1) the same click draws from the morgue first, the usual draw: a player
  // who knows what it will play needs no click for the draw, and one who wants the graveyard's top,
  // the manster deck or a trade clicks that first.
  leadIns: [
    { skip: 'skip-trade', chip: 'Play', subjects: handCards },
    { skip: 'draw', which: (c) => c.source === 'morgue', then: ['skip-trade'], chip: 'Draw, play', subjects: handCards },
  ],
  summary:
    'Each turn: draw, trade cards with an opponent if you like, play up to 3 cards onto your two slabs (meat is a stack’s health, bone its damage; with a spirit it is full and takes manster cards), swap slabs if you like, and attack with a full active stack. A player who took 10 direct damage is out; the last one left wins.',
};
