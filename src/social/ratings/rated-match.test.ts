import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../event-store/event-store.types';
import type { SeatInfo } from '../../match-domain';
import { ratedPlayers, wasPlayed } from './rated-match';

function event(type: string, commandId: string | null, actor: StoredEvent['actor']): StoredEvent {
  return {
    matchId: 'm',
    seq: 1,
    globalPosition: '1',
    type,
    schemaVersion: 1,
    payload: { type },
    visibility: { kind: 'public' } as never,
    commandId,
    actor,
    recordedAt: new Date(0),
    prevHash: '',
    hash: '',
  };
}

const seat = (n: number, bot: string | null = null): SeatInfo => ({ seat: n, name: `P${n + 1}`, claimed: true, bot });

describe('which finished matches are rated', () => {
  it('a match is played once a seat command other than the ending one made a game event', () => {
    const setup = [
      event('match.created', 'create', { kind: 'system', reason: 'lobby' }),
      event('seat.claimed', 'join:0', { kind: 'seat', seat: 0 }),
      event('hc.dealt', 'join:1', { kind: 'system', reason: 'setup' }),
    ];
    const concededAtOnce = [...setup, event('hc.conceded', 'c1', { kind: 'seat', seat: 1 }), event('match.ended', 'c1', { kind: 'seat', seat: 1 })];
    const playedThenConceded = [
      ...setup,
      event('hc.played', 'c0', { kind: 'seat', seat: 0 }),
      event('hc.conceded', 'c1', { kind: 'seat', seat: 1 }),
      event('match.ended', 'c1', { kind: 'seat', seat: 1 }),
    ];
    expect(wasPlayed(concededAtOnce)).toBe(false);
    expect(wasPlayed(playedThenConceded)).toBe(true);
  });

  it('rates accounts and bots, never a guest, needs an account, and never one player twice', () => {
    const owners = new Map([
      [0, 'a1'],
      [1, 'a2'],
    ]);
    expect(ratedPlayers([seat(0), seat(1)], owners)).toEqual(['account:a1', 'account:a2']);
    expect(ratedPlayers([seat(0), seat(1, 'random')], new Map([[0, 'a1']]))).toEqual(['account:a1', 'bot:random']);
    expect(ratedPlayers([seat(0), seat(1)], new Map([[0, 'a1']]))).toBeNull();
    expect(ratedPlayers([seat(0, 'random'), seat(1, 'greedy')], new Map())).toBeNull();
    expect(
      ratedPlayers(
        [seat(0), seat(1)],
        new Map([
          [0, 'a1'],
          [1, 'a1'],
        ]),
      ),
    ).toBeNull();
    expect(ratedPlayers([seat(0), seat(1, 'random'), seat(2, 'random')], new Map([[0, 'a1']]))).toBeNull();
  });
});
