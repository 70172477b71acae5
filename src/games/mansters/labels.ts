import { seatNamer, type ActionLabel, type ActionRef, type Seat, type SeatNames } from '../../engine';
import { cardDef } from './cards/catalog';
import { effectText } from './cards/text';
import type { DrawSource, EffectTarget, MCommand } from './commands';
import { effectsFor } from './decide/targets';
import { playerAt, type CardInstance, type MState, type SlabRef } from './state';
import { activeStack, attackForecast, missingKinds, stackStats } from './stats';

/*
 * Every legal command in words (the snapshot's `actions`): what it does, by card names, and the
 * cards and seats it refers to. One labeller per command type (an exhaustive table). Labels read
 * only what the seat may see: its own hand, the trade it is party to (M-TURN-2 RULING) and the
 * public stacks and graveyard; they never show an internal object id. Players are named by their
 * names (seat-names.ts): "Attack Ada", "Ada's active stack"; "P2" only for a seat without one.
 */

/** Names a seat in words (its player's name). */
type Namer = (seat: Seat) => string;
type Labeller<K extends MCommand['type']> = (state: MState, seat: Seat, c: Extract<MCommand, { type: K }>, name: Namer) => ActionLabel;

const SOURCES: Record<DrawSource, string> = { morgue: 'the morgue', manster: 'the manster deck', graveyard: 'the graveyard' };
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const obj = (id: string): ActionRef => ({ object: id });
const who = (seat: Seat, me: Seat, name: Namer): string => (seat === me ? 'your' : `${name(seat)}'s`);

/** A card the seat may name: in its own hand, in the trade it is party to, in a stack or the graveyard. */
function cardName(state: MState, seat: Seat, id: string): string {
  const visible: CardInstance[] = [
    ...playerAt(state, seat).hand,
    ...(state.tradeOffer && (state.tradeOffer.from === seat || state.tradeOffer.to === seat) ? state.tradeOffer.give : []),
    ...state.graveyard,
    ...state.players.flatMap((p) => p.slabs.flatMap((s) => s?.cards ?? [])),
  ];
  const card = visible.find((c) => c.id === id);
  return card ? cardDef(card.card).name : 'a card';
}

function slabName(state: MState, ref: SlabRef, me: Seat, name: Namer): string {
  const p = playerAt(state, ref.seat);
  const stack = p.slabs[ref.slab];
  const where = `${who(ref.seat, me, name)} ${p.activeSlab === ref.slab ? 'active' : 'inactive'} slab`;
  return stack ? `${where} (${stackLine(stack)})` : `${where} (empty: starts a stack)`;
}

const stackLine = (stack: NonNullable<ReturnType<typeof activeStack>>): string => {
  const st = stackStats(stack);
  return `${st.remaining}/${st.health} health, ${st.attack} attack`;
};

function targetName(state: MState, me: Seat, t: EffectTarget, name: Namer): string {
  switch (t.kind) {
    case 'seat':
      return name(t.seat);
    case 'stack':
      return `${who(t.seat, me, name)} ${playerAt(state, t.seat).activeSlab === t.slab ? 'active' : 'inactive'} stack`;
    case 'graveyard':
      return `${cardName(state, me, t.cardId)} from the graveyard`;
    case 'stackCard':
      return `${cardName(state, me, t.cardId)} in ${who(t.seat, me, name)} ${playerAt(state, t.seat).activeSlab === t.slab ? 'active' : 'inactive'} stack`;
  }
}

const targetRefs = (t: EffectTarget | null): ActionRef[] =>
  t === null ? [] : t.kind === 'seat' || t.kind === 'stack' ? [{ seat: t.seat }] : t.kind === 'stackCard' ? [obj(t.cardId), { seat: t.seat }] : [obj(t.cardId)];

const asked = (n: number): string => (n === 0 ? 'nothing in return' : `${plural(n, 'card')} of their choice`);
const cards = (state: MState, seat: Seat, ids: readonly string[]): string =>
  ids.length > 0 ? ids.map((id) => cardName(state, seat, id)).join(', ') : 'nothing';

const LABELS: { readonly [K in MCommand['type']]: Labeller<K> } = {
  draw: (state, _seat, c) => {
    const top = c.source === 'graveyard' ? state.graveyard[0] : undefined;
    return { label: `Draw from ${SOURCES[c.source]}${top ? ` (${cardDef(top.card).name})` : ''}`, refs: top ? [obj(top.id)] : [] };
  },
  'draw-instead': (state, seat, c, name) => {
    const { label, refs } = LABELS.draw(state, seat, { type: 'draw', source: c.source }, name);
    return { label: `${label} instead of playing`, refs };
  },
  'offer-trade': (state, seat, c, name) => ({
    label: `Offer ${name(c.to)} a trade: give ${cards(state, seat, c.give)}, ask for ${asked(c.ask)}`,
    refs: [{ seat: c.to }, ...c.give.map(obj)],
  }),
  'skip-trade': () => ({ label: 'Skip trading', refs: [] }),
  'counter-trade': (state, seat, c) => ({
    label: `Counter-offer: give ${cards(state, seat, c.give)}, ask for ${asked(c.ask)}`,
    refs: c.give.map(obj),
  }),
  'accept-trade': (state, seat, c) => {
    const offer = state.tradeOffer;
    const get = offer
      ? cards(
          state,
          seat,
          offer.give.map((g) => g.id),
        )
      : 'their cards';
    return { label: `Accept the trade: get ${get}, give ${cards(state, seat, c.give)}`, refs: c.give.map(obj) };
  },
  'decline-trade': () => ({ label: 'Decline the trade', refs: [] }),
  'play-card': (state, seat, c, name) => {
    const card = playerAt(state, seat).hand.find((h) => h.id === c.cardId);
    const def = card ? cardDef(card.card) : null;
    const effects = def ? effectsFor(def, c.choice) : [];
    // What the card does when it lands (the chosen option of a "choose one" card), then its target.
    const does = Array.isArray(effects) && effects.length > 0 ? `: ${effects.map(effectText).join(', then ')}` : '';
    const on = c.target ? `${does ? ',' : ''} targeting ${targetName(state, seat, c.target, name)}` : '';
    return {
      label: `Play ${def?.name ?? 'a card'} on ${slabName(state, c.to, seat, name)}${does}${on}`,
      refs: [obj(c.cardId), ...(c.to.seat !== seat ? [{ seat: c.to.seat }] : []), ...targetRefs(c.target)],
    };
  },
  'end-play': () => ({ label: 'End your plays', refs: [] }),
  swap: (state, seat) => {
    const p = playerAt(state, seat);
    const other = p.slabs[p.activeSlab === 0 ? 1 : 0];
    return { label: `Swap stacks: make ${other ? `the other stack (${stackLine(other)})` : 'the empty slab'} active`, refs: [] };
  },
  'skip-swap': (state, seat) => {
    const mine = activeStack(state, seat);
    return { label: `Keep your active stack${mine ? ` (${stackLine(mine)})` : ''}`, refs: [] };
  },
  attack: (state, seat, c, name) => {
    const mine = activeStack(state, seat);
    const theirs = activeStack(state, c.defender);
    const yours = mine ? `${stackStats(mine).attack} attack` : 'no stack';
    const { damage, blocked } = attackForecast(state, seat, c.defender);
    const needs = missingKinds(theirs);
    const outcome = blocked
      ? `blocked by ${name(c.defender)}'s full active stack, which takes the ${damage}`
      : `${damage} damage straight to ${name(c.defender)}: ${theirs ? `their active stack is not full (needs ${needs.join(', ')})` : 'no active stack blocks it'}`;
    return { label: `Attack ${name(c.defender)} (your ${yours} against ${theirs ? stackLine(theirs) : 'no stack'}): ${outcome}`, refs: [{ seat: c.defender }] };
  },
  concede: () => ({ label: 'Concede the game', refs: [] }),
};

export function labelAction(state: MState, seat: Seat, c: MCommand, names?: SeatNames): ActionLabel {
  return (LABELS[c.type] as Labeller<MCommand['type']>)(state, seat, c, seatNamer(names));
}
