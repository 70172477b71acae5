/**
 * Every legal command in words (the snapshot's `actions`): what it does, by card names, and the
 * objects and seats it refers to. One labeller per command type (an exhaustive table, so a new
 * command does not compile until it has words). Labels read only what the seat may see: its own
 * hand, the cards it is looking at (an `arrange` of its own) and the public zones; they never
 * show an internal object id.
 */
import type { ActionLabel, ActionRef, ObjectId, Seat } from '../../engine';
import { abilitiesOf, lootDef, monsterDef } from './cards';
import { chosenEffectText, costText, lower } from './cards/text';
import type { FsCommand } from './commands';
import { attackOf, diceNeeded, monsterHealthLeft } from './stats';
import { priceFor } from './statics';
import type { FsState, Target } from './types';
import { CHOICES, name, objName, seatName, stackName } from './words';
import { activeMonsters } from './zones';

type Labeller<K extends FsCommand['type']> = (s: FsState, seat: Seat, c: Extract<FsCommand, { type: K }>) => ActionLabel;

const obj = (id: ObjectId): ActionRef => ({ object: id });
const targetRef = (t: Target): ActionRef => (t.seat !== undefined ? { seat: t.seat } : obj(t.id));

/** A card the seat may name: one in its own hand, else a public card or a stack object. */
function ownName(s: FsState, seat: Seat, id: ObjectId): string {
  const inHand = s.players[seat]?.hand.find((c) => c.id === id);
  return inHand ? name(inHand.card) : objName(s, id);
}

/** A chosen target by name; a stack object says so ("Dice Shard (on the stack)"). */
function targetName(s: FsState, seat: Seat, t: Target): string {
  if (t.seat !== undefined) return t.seat === seat ? `${seatName(t.seat)} (you)` : seatName(t.seat);
  const item = s.stack.find((i) => i.id === t.id);
  return item ? `${stackName(item, s)} (on the stack)` : ownName(s, seat, t.id);
}

/** "Attack Trite (needs 5+, 2 health, 1 attack)": the numbers a hit and the fight depend on now (R-ATTACK-3). */
function monsterOdds(s: FsState, seat: Seat, id: ObjectId): string {
  const m = activeMonsters(s).find((x) => x.obj.id === id);
  const def = m ? monsterDef(m.obj.card) : null;
  if (!m || !def) return objName(s, id, 'a monster');
  return `${name(m.obj.card)} (needs ${diceNeeded(s, seat, def.evasion)}+, ${monsterHealthLeft(m.obj)} health, ${def.attack} attack; you deal ${attackOf(s, seat)})`;
}

const LABELS: { readonly [K in FsCommand['type']]: Labeller<K> } = {
  pass: (s) => {
    const top = s.stack[s.stack.length - 1];
    return { label: top ? `Pass priority (top of the stack: ${stackName(top, s)})` : 'Pass priority', refs: [] };
  },
  'play-loot': (s, seat, c) => {
    const card = s.players[seat]?.hand.find((h) => h.id === c.card);
    const def = card ? lootDef(card.card) : null;
    const effect = def
      ? chosenEffectText(
          def,
          c.mode,
          c.targets.map((t) => targetName(s, seat, t)),
        )
      : '';
    const via = c.viaCharacter ? ' (tap your character: an extra loot play)' : '';
    return { label: `Play ${ownName(s, seat, c.card)}${effect ? `: ${effect}` : ''}${via}`, refs: [obj(c.card), ...c.targets.map(targetRef)] };
  },
  activate: (s, seat, c) => {
    const source = [s.players[seat]!.character, ...s.players[seat]!.items].find((o) => o.id === c.source);
    const ability = source ? abilitiesOf(source.card)?.abilities[c.ability] : undefined;
    const effect = ability
      ? chosenEffectText(
          ability,
          c.mode,
          c.targets.map((t) => targetName(s, seat, t)),
        )
      : '';
    const cost = ability ? lower(costText(ability.cost)) : '';
    const pay = (c.pay ?? []).map((id) => ownName(s, seat, id));
    return {
      label: `Use ${ownName(s, seat, c.source)}${cost ? ` (${cost})` : ''}${effect ? `: ${effect}` : ''}${pay.length > 0 ? `; paying with ${pay.join(', ')}` : ''}`,
      refs: [obj(c.source), ...c.targets.map(targetRef), ...(c.pay ?? []).map(obj)],
    };
  },
  'declare-attack': (s, seat, c) =>
    c.monster === 'deck'
      ? { label: 'Attack the top card of the monster deck (unseen until revealed)', refs: [] }
      : { label: `Attack ${monsterOdds(s, seat, c.monster)}`, refs: [obj(c.monster)] },
  'declare-purchase': (s, seat, c) => {
    const price = `${priceFor(s, seat)}¢`;
    return c.item === 'deck'
      ? { label: `Buy the top card of the treasure deck (${price}, unseen)`, refs: [] }
      : { label: `Buy ${objName(s, c.item, 'an item')} (${price})`, refs: [obj(c.item)] };
  },
  'end-turn': () => ({ label: 'End your turn', refs: [] }),
  'order-triggers': (s, _seat, c) => {
    // R-STACK-9/10: the keys go on the stack in the order given (first = bottom), so the last resolves first.
    const items = c.keys.map((k) => s.pending.find((p) => p.key === k)?.item);
    const names = items.map((i) => (i ? stackName(i, s) : 'an effect'));
    const first = names[names.length - 1] ?? 'nothing';
    return {
      label: names.length > 1 ? `Stack ${names.join(', then ')}: ${first} resolves first` : `Put ${first} on the stack`,
      refs: items.flatMap((i) => (i ? [obj(i.id)] : [])),
    };
  },
  choose: (s, seat, c) => {
    const d = s.decision;
    if (d?.kind !== 'choose') return { label: `Choose ${CHOICES.discard}`, refs: [] };
    switch (d.what) {
      case 'discard':
      case 'discard-to-10':
        return { label: `Discard ${ownName(s, seat, c.option)}`, refs: [obj(c.option)] };
      case 'destroy-item':
        return { label: `Destroy ${ownName(s, seat, c.option)}`, refs: [obj(c.option)] };
      case 'monster-slot': {
        const slot = Number(c.option);
        const covered = s.slots.monster[slot]?.at(-1);
        const monster = d.ctx ? objName(s, d.ctx, 'the monster') : 'the monster';
        return {
          label: `Put ${monster} in monster slot ${slot + 1}${covered ? `, covering ${name(covered.card)}` : ' (empty)'}`,
          refs: covered ? [obj(covered.id)] : [],
        };
      }
      case 'curse-player': {
        const target = Number(c.option);
        const curse = d.ctx ? objName(s, d.ctx, 'the curse') : 'the curse';
        return { label: `Curse ${target === seat ? `${seatName(target)} (you)` : seatName(target)} with ${curse}`, refs: [{ seat: target }] };
      }
      case 'haunt-player': {
        const target = Number(c.option);
        const haunt = d.ctx ? objName(s, d.ctx, 'the haunt') : 'the haunt';
        return { label: `Give ${haunt} to ${seatName(target)}`, refs: [{ seat: target }] };
      }
    }
  },
  arrange: (s, _seat, c) => {
    const d = s.decision;
    const deck = d?.kind === 'arrange' ? s.decks[d.deck] : [];
    const names = c.ids.map((id) => {
      const card = deck.find((x) => x.id === id);
      return card ? name(card.card) : 'a card';
    });
    return { label: `Put ${names.join(', then ')} on top (${names[0] ?? 'nothing'} is the new top card)`, refs: c.ids.map(obj) };
  },
  concede: () => ({ label: 'Concede the game', refs: [] }),
};

export function labelAction(s: FsState, seat: Seat, c: FsCommand): ActionLabel {
  return (LABELS[c.type] as Labeller<FsCommand['type']>)(s, seat, c);
}
