import { describe, expect, it } from 'vitest';
import { orderMyMatches, type MyMatch } from './my-matches';

function match(matchId: string, status: MyMatch['status'], waitingForMe = false): MyMatch {
  return { matchId, gameId: 'g', status, mySeats: [0], waitingForMe, waitingFor: waitingForMe ? [0] : [], seats: [], outcome: null, seq: 1 };
}

describe('the order of my matches', () => {
  it('puts the matches waiting for me first, then live, waiting and finished, keeping the given order inside each group', () => {
    const list = [
      match('f1', 'finished'),
      match('w1', 'waiting'),
      match('l1', 'live'),
      match('me1', 'live', true),
      match('l2', 'live'),
      match('me2', 'live', true),
      match('f2', 'finished'),
    ];
    expect(orderMyMatches(list).map((m) => m.matchId)).toEqual(['me1', 'me2', 'l1', 'l2', 'w1', 'f1', 'f2']);
  });
});
