/**
 * Every legal command in words (the snapshot's `actions`): what it does, by card names, and the
 * objects and seats it refers to. One labeller per command type (an exhaustive table, so a new
 * command does not compile until it has words). Labels read only what the seat may see: its own
 * hand, the cards it is looking at (an `arrange` of its own) and the public zones; they never
 * show an internal object id. Seats read as their players' names (words.ts).
 */
import type { ActionLabel, ActionRef, ObjectId, Seat, SeatNames } from '../../engine';
import { abilitiesOf, lootDef, monsterDef } from './cards';
import { chosenEffectText, costText, lower } from './cards/text';
import type { FsCommand } from './commands';
import { attackOf, diceNeeded, monsterHealthLeft } from './stats';
import { priceFor } from './statics';
import type { FsState, Target } from './types';
import { CHOICES, name, objName, stackName, words, type Words } from './words';
import { activeMonsters } from './zones';

type Labeller<K extends FsCommand['type']> = (w: Words, seat: Seat, c: Extract<FsCommand, { type: K }>) => ActionLabel;

const obj = (id: ObjectId): ActionRef => ({ object: id });
const targetRef = (t: Target): ActionRef => (t.seat !== undefined ? { seat: t.seat } : obj(t.id));

/** A card the seat may name: one in its own hand, else a public card or a stack object. */
function ownName(w: Words, seat: Seat, id: ObjectId): string {
  const inHand = w.state.players[seat]?.hand.find((c) => c.id === id);
  return inHand ? name(inHand.card) : objName(w, id);
}

/** A chosen target by name; a stack object says so ("Dice Shard (on the stack)"). */
function targetName(w: Words, seat: Seat, t: Target): string {
  if (t.seat !== undefined) return t.seat === seat ? `${w.seatName(t.seat)} (you)` : w.seatName(t.seat);
  const item = w.state.stack.find((i) => i.id === t.id);
  return item ? `${stackName(item, w)} (on the stack)` : ownName(w, seat, t.id);
}

/** "Attack Trite (needs 5+, 2 health, 1 attack)": the numbers a hit and the fight depend on now (R-ATTACK-3). */
function monsterOdds(w: Words, seat: Seat, id: ObjectId): string {
  const s = w.state;
  const m = activeMonsters(s).find((x) => x.obj.id === id);
  const def = m ? monsterDef(m.obj.card) : null;
  if (!m || !def) return objName(w, id, 'a monster');
  return `${name(m.obj.card)} (needs ${diceNeeded(s, seat, def.evasion)}+, ${monsterHealthLeft(m.obj)} health, ${def.attack} attack; you deal ${attackOf(s, seat)})`;
}

const LABELS: { readonly [K in FsCommand['type']]: Labeller<K> } = {
  pass: (w) => {
    const top = w.state.stack[w.state.stack.length - 1];
    return { label: top ? `Pass priority (top of the stack: ${stackName(top, w)})` : 'Pass priority', refs: [] };
  },
  'play-loot': (w, seat, c) => {
    const card = w.state.players[seat]?.hand.find((h) => h.id === c.card);
    const def = card ? lootDef(card.card) : null;
    const effect = def
      ? chosenEffectText(
          def,
          c.mode,
          c.targets.map((t) => targetName(w, seat, t)),
        )
      : '';
    const via = c.viaCharacter ? ' (tap your character: an extra loot play)' : '';
    return { label: `Play ${ownName(w, seat, c.card)}${effect ? `: ${effect}` : ''}${via}`, refs: [obj(c.card), ...c.targets.map(targetRef)] };
  },
  activate: (w, seat, c) => {
    const source = [w.state.players[seat]!.character, ...w.state.players[seat]!.items].find((o) => o.id === c.source);
    const ability = source ? abilitiesOf(source.card)?.abilities[c.ability] : undefined;
    const effect = ability
      ? chosenEffectText(
          ability,
          c.mode,
          c.targets.map((t) => targetName(w, seat, t)),
        )
      : '';
    const cost = ability ? lower(costText(ability.cost)) : '';
    const pay = (c.pay ?? []).map((id) => ownName(w, seat, id));
    return {
      label: `Use ${ownName(w, seat, c.source)}${cost ? ` (${cost})` : ''}${effect ? `: ${effect}` : ''}${pay.length > 0 ? `; paying with ${pay.join(', ')}` : ''}`,
      refs: [obj(c.source), ...c.targets.map(targetRef), ...(c.pay ?? []).map(obj)],
    };
  },
  'declare-attack': (w, seat, c) =>
    c.monster === 'deck'
      ? { label: 'Attack the top card of the monster deck (unseen until revealed)', refs: [] }
      : { label: `Attack ${monsterOdds(w, seat, c.monster)}`, refs: [obj(c.monster)] },
  'declare-purchase': (w, seat, c) => {
    const price = `${priceFor(w.state, seat)}¢`;
    return c.item === 'deck'
      ? { label: `Buy the top card of the treasure deck (${price}, unseen)`, refs: [] }
      : { label: `Buy ${objName(w, c.item, 'an item')} (${price})`, refs: [obj(c.item)] };
  },
  'end-turn': () => ({ label: 'End your turn', refs: [] }),
  'order-triggers': (w, _seat, c) => {
    // R-STACK-9/10: the keys go on the stack in the order given (first = bottom), so the last resolves first.
    const items = c.keys.map((k) => w.state.pending.find((p) => p.key === k)?.item);
    const names = items.map((i) => (i ? stackName(i, w) : 'an effect'));
    const first = names[names.length - 1] ?? 'nothing';
    return {
      label: names.length > 1 ? `Stack ${names.join(', then ')}: ${first} resolves first` : `Put ${first} on the stack`,
      refs: items.flatMap((i) => (i ? [obj(i.id)] : [])),
    };
  },
  choose: (w, seat, c) => {
    const d = w.state.decision;
    if (d?.kind !== 'choose') return { label: `Choose ${CHOICES.discard}`, refs: [] };
    switch (d.what) {
      case 'discard':
      case 'discard-to-10':
        return { label: `Discard ${ownName(w, seat, c.option)}`, refs: [obj(c.option)] };
      case 'destroy-item':
        return { label: `Destroy ${ownName(w, seat, c.option)}`, refs: [obj(c.option)] };
      case 'monster-slot': {
        const slot = Number(c.option);
        const covered = w.state.slots.monster[slot]?.at(-1);
        const monster = d.ctx ? objName(w, d.ctx, 'the monster') : 'the monster';
        return {
          label: `Put ${monster} in monster slot ${slot + 1}${covered ? `, covering ${name(covered.card)}` : ' (empty)'}`,
          refs: covered ? [obj(covered.id)] : [],
        };
      }
      case 'curse-player': {
        const target = Number(c.option);
        const curse = d.ctx ? objName(w, d.ctx, 'the curse') : 'the curse';
        return { label: `Curse ${target === seat ? `${w.seatName(target)} (you)` : w.seatName(target)} with ${curse}`, refs: [{ seat: target }] };
      }
      case 'haunt-player': {
        const target = Number(c.option);
        const haunt = d.ctx ? objName(w, d.ctx, 'the haunt') : 'the haunt';
        return { label: `Give ${haunt} to ${w.seatName(target)}`, refs: [{ seat: target }] };
      }
    }
  },
  arrange: (w, _seat, c) => {
    const d = w.state.decision;
    const deck = d?.kind === 'arrange' ? w.state.decks[d.deck] : [];
    const names = c.ids.map((id) => {
      const card = deck.find((x) => x.id === id);
      return card ? name(card.card) : 'a card';
    });
    return { label: `Put ${names.join(', then ')} on top (${names[0] ?? 'nothing'} is the new top card)`, refs: c.ids.map(obj) };
  },
  concede: () => ({ label: 'Concede the game', refs: [] }),
};

/** `names`: the players' names by seat (seat-names.ts); absent, seats read P1..P4. */
export function labelAction(s: FsState, seat: Seat, c: FsCommand, names?: SeatNames): ActionLabel {
  return (LABELS[c.type] as Labeller<FsCommand['type']>)(words(s, names), seat, c);
}
