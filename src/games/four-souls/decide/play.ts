/**
 * Playing loot (R-CARD-4, R-TURN-4) and activating items (R-CARD-2): with priority, targets and
 * mode fixed now (R-STACK-3); the player who adds an effect keeps priority (R-STACK-5).
 * Ruling: a character's "play an additional loot card" tap ability (R-CARD-1) is an alternative
 * cost of playing loot (`viaCharacter`), so the card goes on the stack at once.
 */
import type { Rejection, Seat } from '../../../engine';
import { itemDef, lootDef, type EffectDef } from '../cards';
import { give } from '../priority';
import { Rejections } from '../rejections';
import { push } from '../stack';
import { chosenEffect, targetOk } from '../targets';
import type { FsState, Target } from '../types';
import { emit, freshId, type Work } from '../work';
import { needPriority } from './guards';
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
  const p = needPriority(s, seat);
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
  give(w, seat);
}

export function checkActivate(s: FsState, seat: Seat, c: Activate): Rejection | null {
  const p = needPriority(s, seat);
  if (p) return p;
  const item = s.players[seat]!.items.find((o) => o.id === c.source);
  if (!item) return Rejections.notYourItem('you control no such item');
  const ab = itemDef(item.card)?.abilities[c.ability];
  if (!ab) return Rejections.noSuchAbility('that item has no such ability');
  if ('tap' in ab.cost && item.tapped) return Rejections.itemDeactivated('a tap ability needs a charged item');
  if ('coins' in ab.cost && s.players[seat]!.coins < ab.cost.coins) return Rejections.notEnoughCoins(`costs ${ab.cost.coins}¢`);
  return checkEffect(s, seat, ab, c.mode, c.targets);
}

export function applyActivate(w: Work, seat: Seat, c: Activate): void {
  const item = w.state.players[seat]!.items.find((o) => o.id === c.source)!;
  const ab = itemDef(item.card)!.abilities[c.ability]!;
  if ('tap' in ab.cost) emit(w, { type: 'tapped', id: item.id, tapped: true });
  else emit(w, { type: 'coins-changed', seat, delta: -ab.cost.coins });
  push(w, { kind: 'ability', id: freshId(w), controller: seat, targets: c.targets, source: item.id, sourceCard: item.card, ability: c.ability, mode: c.mode });
  give(w, seat);
}
