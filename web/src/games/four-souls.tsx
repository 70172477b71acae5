import type { FsCardView, FsPlayerView, FsStackItemView, FsView, GameMessage } from '../../../src/client';
import { catalogCard, cardName } from '../catalog';
import { Card, CardBack, type CardNumber } from '../ui/Card';
import { Die } from '../ui/Die';
import { PlayerMat, Zone } from '../ui/PlayerMat';
import { StackPile } from '../ui/StackPile';
import { fourSoulsChoices } from './four-souls-choices';
import { foldPriority } from './four-souls-log';
import { seatLabel, type BoardProps, type GameUi } from './types';

/* Four Souls (src/games/four-souls/view.ts): the view carries card objects with their names and
 * current numbers; printed numbers and text come from the catalog. */

export function isFourSoulsView(v: unknown): v is FsView {
  const o = v as FsView | null;
  return !!o && typeof o === 'object' && Array.isArray(o.players) && !!o.players[0]?.character && !!o.slots && Array.isArray(o.stack) && !!o.deckCounts;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `−${-n}`);

/** The cards that changed a number, in words ("Lilith's +1 to attack rolls"), or `fallback` when the view does not say. */
function whyChanged(c: FsCardView, unit: string, fallback: string): string {
  const by = c.modifiers ?? [];
  return by.length ? by.map((m) => `${m.name}'s ${signed(m.n)}${unit}`).join(' and ') : fallback;
}

/** A card's numbers: the view's current ones, each with its printed one and the cards that changed it when they differ. */
function numbers(c: FsCardView): CardNumber[] {
  const printed = catalogCard(c.card)?.numbers ?? {};
  const out: CardNumber[] = [];
  if (c.health !== undefined) out.push({ icon: 'health', value: `${c.health}/${c.maxHealth ?? c.health}` });
  if (c.diceToHit !== undefined) {
    const dice = printed.dice;
    const note =
      typeof dice === 'number' && dice !== c.diceToHit
        ? `${c.diceToHit}+ with ${whyChanged(c, ' to attack rolls', 'your attack-roll modifiers')}; printed ${dice}+`
        : undefined;
    out.push({ icon: 'dice', value: `${c.diceToHit}+`, ...(note ? { note } : {}) });
  }
  if (c.attack !== undefined) out.push({ icon: 'attack', value: String(c.attack) });
  if (c.price !== undefined)
    out.push({
      icon: 'coins',
      value: `${c.price}¢`,
      ...(c.price !== 10 ? { note: `costs you ${c.price}¢ with ${whyChanged(c, '¢', 'your price modifiers')}; printed 10¢` } : {}),
    });
  if (c.souls) out.push({ icon: 'souls', value: String(c.souls) });
  return out;
}

const FsCard = ({ c, size }: { c: FsCardView; size?: 'sm' | 'md' }) => (
  <Card
    card={c.card}
    obj={c.id}
    name={c.name}
    numbers={numbers(c)}
    tapped={!!c.tapped}
    counters={c.counters ?? 0}
    damage={c.health === undefined ? (c.damage ?? 0) : 0}
    covered={c.covered ?? 0}
    size={size ?? 'md'}
  />
);

/** What the stack's internal kinds are, in words: the fallback for a resolving object the view gives no name. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  loot: 'a loot card',
  ability: 'an ability',
  trigger: 'a triggered ability',
  roll: 'a die roll',
  attack: 'an attack',
  purchase: 'a purchase',
  damage: 'combat damage',
  'player-death': "a player's death",
  'monster-death': "a monster's death",
  'dead-monster': 'a dead monster',
  rewards: "a monster's rewards",
  'death-penalty': 'the death penalty',
  refill: 'a slot refill',
  event: 'an event card',
  'turn-loot': 'the turn loot',
};

/** The source card of a stack object (its face on hover), if it has one. */
function stackData(it: FsStackItemView, cards: ReadonlyMap<string, FsCardView>): Record<string, string> {
  const source = 'sourceCard' in it ? it.sourceCard : 'card' in it ? it.card : 'monsterCard' in it ? it.monsterCard : null;
  const targets = it.targets.map((t) => ('seat' in t ? `seat:${t.seat}` : (cards.get(t.id)?.card ?? t.id))).join(',');
  return {
    'data-obj': it.id,
    'data-kind': it.kind,
    ...(source ? { 'data-source': source, 'data-card': source } : {}),
    ...(targets ? { 'data-target': targets } : {}),
  };
}

/**
 * What an entry's text adds to its name, said once: the view's text mostly starts with the name
 * ("Blue Pill: +1 attack", "1 combat damage to Gurdy"), and is the name alone for a roll or a card
 * without an effect text ("a roll of 1", "Charger Worm").
 */
function stackRest(name: string, text: string): string {
  if (!text || text === name) return '';
  if (text.startsWith(`${name}: `)) return ` — ${text.slice(name.length + 2)}`;
  if (text.startsWith(`${name} `)) return text.slice(name.length);
  return ` — ${text}`;
}

function StackItemBody({ it }: { it: FsStackItemView }) {
  const rest = stackRest(it.name, it.text);
  return (
    <div class="stack-body">
      {it.kind === 'roll' ? <Die value={it.value} /> : null}
      <div>
        <b class="stack-name">{it.name}</b>
        {rest ? <span class="stack-text">{rest}</span> : null}
      </div>
    </div>
  );
}

/** "Priority: P2 · greedy bot", then who has passed in a row since it last changed hands. */
function priorityWords(v: FsView, seats: BoardProps['seats']): string {
  if (!v.priority) return '';
  const n = v.priority.passes;
  const passed = n === 0 ? '' : ` — ${n === 1 ? '1 player has' : `${n} players have`} passed`;
  return ` · Priority: ${seatLabel(seats, v.priority.seat)}${passed}`;
}

function FsMat({ p, v, seats }: { p: FsPlayerView; v: FsView; seats: BoardProps['seats'] }) {
  const you = p.seat === v.you;
  return (
    <PlayerMat
      seat={p.seat}
      name={seatLabel(seats, p.seat)}
      you={you}
      active={p.seat === v.turn?.active}
      out={p.conceded}
      stats={
        <span class="meta">
          {[`♥ ${p.health}/${p.maxHealth}`, `⚔ ${p.attack}`, `${p.coins}¢`].join(' · ')} · Souls <b class="souls">{p.soulCount}</b>/4 · Hand{' '}
          <b class="hand-size">{p.handCount}</b>
          {v.priority?.seat === p.seat ? <span class="tag prio">priority</span> : null}
          {p.diedThisTurn ? <span class="tag bad">died this turn</span> : null}
        </span>
      }
    >
      <Zone title="Character" class="character">
        <FsCard c={p.character} />
      </Zone>
      <Zone title="Items" class="items">
        {p.items.length ? p.items.map((c) => <FsCard key={c.id} c={c} size={you ? 'md' : 'sm'} />) : <span class="muted">none</span>}
      </Zone>
      {p.souls.length || p.curses.length ? (
        <Zone title="Souls · curses" class="souls-zone">
          {[...p.souls, ...p.curses].map((c) => (
            <FsCard key={c.id} c={c} size="sm" />
          ))}
        </Zone>
      ) : null}
      {p.hand ? (
        <Zone title={`Hand (${p.handCount})`} class="hand">
          {p.hand.map((c) => (
            <FsCard key={c.id} c={c} />
          ))}
        </Zone>
      ) : (
        <Zone title={`Hand (${p.handCount})`} class="hand-backs">
          {Array.from({ length: Math.min(p.handCount, 12) }, (_, i) => (
            <CardBack key={i} label="Loot" />
          ))}
        </Zone>
      )}
    </PlayerMat>
  );
}

const DECKS = ['loot', 'treasure', 'monster', 'room'] as const;

/** The omniscient view (a finished match's replay) carries every deck's order, top first. */
function DeckOrders({ v }: { v: FsView }) {
  const decks = v.decks;
  if (!decks) return null;
  return (
    <div class="deck-orders">
      {DECKS.filter((d) => decks[d].length > 0).map((d) => (
        <details class="deck-order" data-deck={d} key={d}>
          <summary>
            {d[0]!.toUpperCase()}
            {d.slice(1)} deck order ({decks[d].length}, top first)
          </summary>
          <div class="zone-cards">
            {decks[d].map((c) => (
              <FsCard key={c.id} c={c} size="sm" />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

function FourSoulsBoard({ view, seats }: BoardProps) {
  if (!isFourSoulsView(view)) return null;
  const v = view;
  const me = v.players.find((p) => p.seat === v.you) ?? null;
  const others = v.players.filter((p) => p !== me);
  const slotRow = (kind: 'shop' | 'monster' | 'room', title: string) =>
    v.slots[kind]?.length ? (
      <Zone title={title} class={`slots slots-${kind}`}>
        {v.slots[kind].map((pile, i) => {
          const top = pile[pile.length - 1];
          return (
            <div class="slot" key={`${kind}-${i}`} data-slot={`${kind}-${i}`}>
              {top ? <FsCard c={top} /> : <span class="muted empty-slot">empty</span>}
            </div>
          );
        })}
      </Zone>
    ) : null;
  const stack = [...v.stack].reverse();
  const cards = objects(v);
  const resolving = v.resolving?.item;
  return (
    <div class="table four-souls board">
      <div class="info">
        {v.turn ? `Turn ${v.turn.number} · ${seatLabel(seats, v.turn.active)} active · ${v.stepText}` : `Status: ${v.status}`}
        {priorityWords(v, seats)}
      </div>
      <div class="opponents">
        {others.map((p) => (
          <FsMat key={p.seat} p={p} v={v} seats={seats} />
        ))}
      </div>
      <div class="center">
        <Zone title="Decks" class="decks">
          {DECKS.filter((d) => d !== 'room' || v.deckCounts.room > 0 || (v.slots.room?.length ?? 0) > 0).map((d) => {
            const discard = v.discards[d] ?? [];
            const top = discard[discard.length - 1];
            return (
              <div class="deck" key={d} data-deck={d}>
                <CardBack label={`${d[0]!.toUpperCase()}${d.slice(1)}`} count={v.deckCounts[d]} pick={`deck:${d}`} />
                {top ? <Card card={top.card} size="sm" /> : <div class="card sm discard-empty">discard</div>}
              </div>
            );
          })}
        </Zone>
        {slotRow('shop', 'Shop')}
        {slotRow('monster', 'Monsters')}
        {slotRow('room', 'Room')}
        {v.bonusSouls.length ? (
          <Zone title="Bonus souls" class="bonus">
            {v.bonusSouls.map((c) => (
              <Card key={c.id} card={c.card} obj={c.id} size="sm" />
            ))}
          </Zone>
        ) : null}
        {v.looking?.length ? (
          <Zone title="You look at (top first)" class="looking">
            {v.looking.map((c) => (
              <FsCard key={c.id} c={c} size="sm" />
            ))}
          </Zone>
        ) : null}
        <DeckOrders v={v} />
        <div class="stack">
          <StackPile
            title="The stack, top first"
            items={stack.map((it) => ({ key: it.id, body: <StackItemBody it={it} />, data: stackData(it, cards), pick: `obj:${it.id}` }))}
            empty="empty"
            resolving={
              resolving ? <>Resolving now, off the stack: {resolving.name || KIND_WORDS[resolving.kind] || resolving.kind.replace(/-/g, ' ')}</> : null
            }
          />
          {v.pending.length ? <p class="muted">{v.pending.length} triggered abilities waiting to go on the stack</p> : null}
        </div>
      </div>
      {me ? <FsMat p={me} v={v} seats={seats} /> : null}
    </div>
  );
}

/** Every card object of the view by id (targets and commands name objects). */
function objects(v: FsView): Map<string, FsCardView> {
  const map = new Map<string, FsCardView>();
  const add = (l: readonly FsCardView[]) => l.forEach((c) => map.set(c.id, c));
  for (const p of v.players) {
    add([p.character, ...p.items, ...p.souls, ...p.curses, ...(p.hand ?? [])]);
  }
  for (const k of ['shop', 'monster', 'room'] as const) for (const pile of v.slots[k] ?? []) add(pile);
  add(v.looking ?? []);
  add(v.limbo);
  return map;
}

/** The top of the stack when it is `seat`'s own attack roll: the attack it belongs to. */
function ownAttackRoll(view: unknown, seat: number): number | null {
  const top = isFourSoulsView(view) ? view.stack[view.stack.length - 1] : undefined;
  return top?.kind === 'roll' && top.purpose.p === 'attack' && top.controller === seat ? top.purpose.attackId : null;
}

/** The top of the stack is the combat damage of attack `attackId` to `seat` (R-ATTACK-3: a missed roll is the monster hitting back). */
function damageToSeat(view: unknown, attackId: number, seat: number): boolean {
  const top = isFourSoulsView(view) ? view.stack[view.stack.length - 1] : undefined;
  return top?.kind === 'damage' && top.attackId === attackId && top.targets.some((t) => 'seat' in t && t.seat === seat);
}

export const fourSoulsUi: GameUi = {
  Board: FourSoulsBoard,
  accepts: isFourSoulsView,
  hints: {
    anchor: (c: GameMessage) =>
      c.type === 'declare-attack' && c.monster === 'deck' ? 'deck:monster' : c.type === 'declare-purchase' && c.item === 'deck' ? 'deck:treasure' : null,
    variant: (c: GameMessage) => (c.viaCharacter ? 'Tap your character (an extra loot play)' : null),
    alsoInBar: (c: GameMessage) => c.type === 'choose' || c.type === 'order-triggers' || c.type === 'arrange',
  },
  choiceWords: fourSoulsChoices,
  foldLog: foldPriority,
  describe: (view, key, who) => {
    if (key.startsWith('deck:')) return { name: `the ${key.slice(5)} deck`, card: null };
    if (key.startsWith('seat:')) return { name: who(Number(key.slice(5))), card: null };
    const c = isFourSoulsView(view) ? objects(view).get(key.slice(4)) : undefined;
    return c ? { name: c.name, card: c.card } : { name: cardName(key.slice(4)), card: null };
  },
  result: (view) =>
    isFourSoulsView(view)
      ? {
          turns: view.turn?.number ?? null,
          // Coins too: at the turn cap they break a tie on souls (docs/games/four-souls.md).
          scores: view.players.map((p) => ({ seat: p.seat, text: `${p.soulCount} soul${p.soulCount === 1 ? '' : 's'} · ${p.coins}¢` })),
        }
      : { turns: null, scores: [] },
  turnNumber: (view) => (isFourSoulsView(view) ? view.turn?.number : undefined),
  passesPriority: true,
  // The default stop asks at the player's own attack roll that would miss while it holds a heal or
  // a prevention (the damage that follows), then again at that damage: two passes per miss for a
  // player who keeps its heal. One click says both: pass on the roll, and on its combat damage to
  // the player if that is what comes next (anything else in between, and the player is asked).
  chains: [
    {
      id: 'take-hit',
      label: 'Pass, and take the damage if it misses',
      first: 'pass',
      then: ['pass'],
      offered: (view, seat) => ownAttackRoll(view, seat) !== null,
      still: (view, clicked, seat) => {
        const attack = ownAttackRoll(clicked, seat);
        return attack !== null && damageToSeat(view, attack, seat);
      },
    },
  ],
  summary:
    'Be the first with 4 souls. On your turn you loot a card, then may play loot, attack monsters (roll the dice number or more to hit) and buy items from the shop (10¢); killing a monster gives its rewards, some give souls. Effects go on a stack and every player may respond before they resolve.',
};
