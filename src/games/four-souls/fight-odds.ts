/**
 * The odds of a fight (R-ATTACK-3/4): once an attack starts, the attacker rolls until the monster
 * or the attacker dies; a roll of at least `need` hits (the monster takes the attacker's attack),
 * a lower one misses (the attacker takes the monster's attack). The probabilities are exact: every
 * roll's faces (those that hit, those that miss) are enumerated over the (monster health, own
 * health) states the fight can reach, so the
 * result is the same on every machine and needs no randomness. The bots use it to choose which
 * monster to attack and whether to attack at all.
 */
import type { ObjectId, Seat } from '../../engine';
import { monsterDef } from './cards';
import { attackOf, diceNeeded, healthLeft, monsterHealthLeft } from './stats';
import type { FsState } from './types';
import { activeMonsters } from './zones';

export interface Fight {
  /** The lowest die result that hits (1..6; a 6 always hits). */
  readonly need: number;
  readonly monsterHealth: number;
  /** Damage a hit deals to the monster. */
  readonly attack: number;
  /** Damage a miss deals to the attacker. */
  readonly monsterAttack: number;
  /** The attacker's health left. */
  readonly health: number;
}

export interface FightOdds {
  /** The monster dies before the attacker. */
  readonly kill: number;
  /** The attacker is alive when the attack ends. */
  readonly survive: number;
  /** Rolls the attack takes on average. */
  readonly rolls: number;
}

/** The exact odds of `fight`: a walk over the die faces, memoized per (monster health, own health). */
export function fightOdds(fight: Fight): FightOdds {
  if (fight.monsterHealth <= 0) return { kill: 1, survive: fight.health > 0 ? 1 : 0, rolls: 0 };
  if (fight.health <= 0) return { kill: 0, survive: 0, rolls: 0 };
  const need = Math.min(6, Math.max(1, fight.need));
  const attack = Math.max(1, fight.attack);
  const hits = 7 - need;
  // A monster that deals no damage cannot kill: the attacker rolls until it hits often enough.
  if (fight.monsterAttack <= 0) return { kill: 1, survive: 1, rolls: (Math.ceil(fight.monsterHealth / attack) * 6) / hits };
  const memo = new Map<number, FightOdds>();
  const walk = (monster: number, own: number): FightOdds => {
    if (monster <= 0) return { kill: 1, survive: 1, rolls: 0 };
    if (own <= 0) return { kill: 0, survive: 0, rolls: 0 };
    const key = monster * 1024 + own;
    const known = memo.get(key);
    if (known) return known;
    // The faces that hit lead to one state, the faces that miss to another: each weighed by its count.
    const hit = walk(monster - attack, own);
    const miss = hits < 6 ? walk(monster, own - fight.monsterAttack) : hit;
    const mix = (h: number, m: number) => (hits * h + (6 - hits) * m) / 6;
    const odds = { kill: mix(hit.kill, miss.kill), survive: mix(hit.survive, miss.survive), rolls: 1 + mix(hit.rolls, miss.rolls) };
    memo.set(key, odds);
    return odds;
  };
  return walk(fight.monsterHealth, fight.health);
}

/** The fight `seat` would have against an active monster now, or null when it is not in a slot. */
export function fightAgainst(s: FsState, seat: Seat, monster: ObjectId): Fight | null {
  const m = activeMonsters(s).find((x) => x.obj.id === monster);
  const def = m ? monsterDef(m.obj.card) : null;
  if (!m || !def) return null;
  return {
    need: diceNeeded(s, seat, def.evasion),
    monsterHealth: monsterHealthLeft(m.obj),
    attack: attackOf(s, seat),
    monsterAttack: def.attack,
    health: healthLeft(s, seat),
  };
}
