/**
 * Playing loot (R-CARD-4, R-TURN-4) and activating items (R-CARD-2): with priority (and, on an
 * empty stack, only the active player: ruling 20), targets and mode fixed now (R-STACK-3); the
 * player who adds an effect keeps priority (R-STACK-5).
 * Ruling: a character's "play an additional loot card" tap ability (R-CARD-1) is an alternative
 * cost of playing loot (`viaCharacter`), so the card goes on the stack at once.
 */
import type { Rejection, Seat } from '../../../engine';
import { abilitiesOf, lootDef, type EffectDef } from '../cards';
import { checkCost, payCost } from '../costs';
import { give } from '../priority';
import { Rejections } from '../rejections';
import { push } from '../stack';
import { chosenEffect, targetOk } from '../targets';
import type { FsState, Target } from '../types';
import { emit, freshId, happen, type Work } from '../work';
import { needPriorityToPlay } from './guards';
import type { FsCommand } from '../commands';

type PlayLoot = Extract<FsCommand, { type: 'play-loot' }>;
type Activate = Extract<FsCommand, { type: 'activate' }>;

function checkEffect(s: FsState, seat: Seat, def: EffectDef, mode: number | null, targets: readonly Target[]): Rejection | null {
  const eff = chosenEffect(def, mode);
  if (!eff) return Rejections.badMode(def.modes ? 'choose one of the modes' : 'this effect has no modes');
  if (targets.length !== eff.targets.length) return Rejections.badTarget(`needs ${eff.targets.length} target(s)`);
  for (let i = 0; i < targets.length; i += 1) {
    if (!targetOk(s, eff.targets[i]!, targets[i]!, seat)) return Rejections.badTarget(`target ${i + 1} is not a legal ${eff.targets[i]}`);
  }
  return null;
}

export function checkPlayLoot(s: FsState, seat: Seat, c: PlayLoot): Rejection | null {
  const p = needPriorityToPlay(s, seat);
  if (p) return p;
  const me = s.players[seat]!;
  const card = me.hand.find((o) => o.id === c.card);
  if (!card) return Rejections.notInHand('that card is not in your hand');
  if (c.viaCharacter ? me.character.tapped : me.lootPlays < 1) {
    return c.viaCharacter ? Rejections.characterDeactivated('your character is deactivated') : Rejections.noLootPlay('you have no loot play left');
  }
  return checkEffect(s, seat, lootDef(card.card)!, c.mode, c.targets);
}

export function applyPlayLoot(w: Work, seat: Seat, c: PlayLoot): void {
  const me = w.state.players[seat]!;
  const card = me.hand.find((o) => o.id === c.card)!;
  if (c.viaCharacter) emit(w, { type: 'tapped', id: me.character.id, tapped: true });
  else emit(w, { type: 'allowance-changed', seat, what: 'lootPlays', delta: -1 });
  push(w, { kind: 'loot', id: freshId(w), controller: seat, targets: c.targets, card: card.card, mode: c.mode }, { zone: { z: 'hand', seat }, id: card.id });
  announceTargets(w, seat, c.targets);
  give(w, seat);
}

/** An item the seat controls, or their character (its own paid abilities, R-CARD-1). */
function sourceOf(s: FsState, seat: Seat, id: string) {
  const p = s.players[seat]!;
  return p.character.id === id ? p.character : p.items.find((o) => o.id === id);
}

export function checkActivate(s: FsState, seat: Seat, c: Activate): Rejection | null {
  const p = needPriorityToPlay(s, seat);
  if (p) return p;
  const source = sourceOf(s, seat, c.source);
  if (!source) return Rejections.notYourItem('you control no such item');
  const ab = abilitiesOf(source.card)?.abilities[c.ability];
  if (!ab) return Rejections.noSuchAbility('that item has no such ability');
  // Targets and mode first: a payment is only asked of a well-formed activation.
  return checkEffect(s, seat, ab, c.mode, c.targets) ?? checkCost(s, seat, source, ab.cost, c.pay ?? []);
}

export function applyActivate(w: Work, seat: Seat, c: Activate): void {
  const source = sourceOf(w.state, seat, c.source)!;
  const ab = abilitiesOf(source.card)!.abilities[c.ability]!;
  payCost(w, seat, source, ab.cost, c.pay ?? []);
  push(w, {
    kind: 'ability',
    id: freshId(w),
    controller: seat,
    targets: c.targets,
    source: source.id,
    sourceCard: source.card,
    ability: c.ability,
    mode: c.mode,
  });
  announceTargets(w, seat, c.targets);
  give(w, seat);
}

/** "When you are targeted": each other player a loot card or ability names as a target. */
function announceTargets(w: Work, seat: Seat, targets: readonly Target[]): void {
  const seen = new Set<number>();
  for (const t of targets)
    if (t.seat !== undefined && t.seat !== seat && !seen.has(t.seat)) {
      seen.add(t.seat);
      happen(w, { on: 'targeted', seat: t.seat });
    }
}
