import { describe, expect, it } from 'vitest';
import { fightOdds } from './fight-odds';

const fight = (need: number, monsterHealth: number, attack: number, monsterAttack: number, health: number) => ({ need, monsterHealth, attack, monsterAttack, health });

describe('fightOdds', () => {
  it('one roll decides a 1-health monster against a 1-health attacker: the share of faces that hit', () => {
    // Hits on 4, 5, 6: 3/6; a miss kills the attacker.
    const odds = fightOdds(fight(4, 1, 1, 1, 1));
    expect(odds.kill).toBeCloseTo(0.5, 12);
    expect(odds.survive).toBeCloseTo(0.5, 12);
    expect(odds.rolls).toBeCloseTo(1, 12);
  });

  it('two hits before two misses at 1/2 a roll: 1/4 + 2 * 1/8 = 1/2, over 2.75 rolls on average', () => {
    // Paths: HH (1/4), HMH and MHH (1/8 each) kill; MM, HMM, MHM die. Rolls: 2*(1/4 + 1/4) + 3*(1/2) = 2.5? enumerated below.
    const odds = fightOdds(fight(4, 2, 1, 1, 2));
    expect(odds.kill).toBeCloseTo(0.5, 12);
    // Two rolls end it with HH or MM (1/2), else a third roll does: 2 * 1/2 + 3 * 1/2.
    expect(odds.rolls).toBeCloseTo(2.5, 12);
  });

  it('a boss of 5 health at evasion 4 against attack 1 and 2 health: 5 hits before 2 misses, 7/64', () => {
    // (1/2)^5 + C(5,1) (1/2)^6 = 2/64 + 5/64.
    expect(fightOdds(fight(4, 5, 1, 1, 2)).kill).toBeCloseTo(7 / 64, 12);
  });

  it('the attack counts in hits needed and the monster attack in misses allowed', () => {
    // Attack 3 kills a 5-health monster in 2 hits; monster attack 2 against 3 health kills in 2 misses.
    // Need 3 hits at 4/6: kill = p^2 + 2 p^2 q = (4/9)(1 + 2/3) = 20/27.
    expect(fightOdds(fight(3, 5, 3, 2, 3)).kill).toBeCloseTo(20 / 27, 12);
  });

  it('a 6 always hits and a need of 1 never misses', () => {
    expect(fightOdds(fight(9, 1, 1, 1, 1)).kill).toBeCloseTo(1 / 6, 12);
    expect(fightOdds(fight(1, 3, 1, 5, 1))).toEqual({ kill: 1, survive: 1, rolls: 3 });
  });

  it('a monster without attack cannot kill; a dead monster or a dead attacker ends it before a roll', () => {
    expect(fightOdds(fight(4, 2, 1, 0, 1))).toEqual({ kill: 1, survive: 1, rolls: 4 });
    expect(fightOdds(fight(4, 0, 1, 1, 2))).toEqual({ kill: 1, survive: 1, rolls: 0 });
    expect(fightOdds(fight(4, 2, 1, 1, 0))).toEqual({ kill: 0, survive: 0, rolls: 0 });
  });

  it('more health never lowers the odds of the kill', () => {
    let last = 0;
    for (let health = 1; health <= 8; health += 1) {
      const { kill } = fightOdds(fight(5, 4, 1, 1, health));
      expect(kill).toBeGreaterThan(last);
      last = kill;
    }
  });
});
