import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt, type Typed } from '../../engine';
import { claimedNames, decideCommand, decideCreate, describeEvent, foldServer, type ServerState } from '../../match-domain';
import { mansters } from './index';
import type { MState } from './state';

/**
 * Every log line of whole bot matches, as the server words them, with each command's first event
 * worded as a move the server made for its seat (the forced-move note on every move), so that a
 * line of the game that ends in brackets meets the note.
 */
function loggedLines(seed: string, bots: readonly string[]): string[] {
  const created = decideCreate(mansters, { seats: bots.length, options: {}, bots }, seed);
  if (isRejection(created)) throw new Error(created.code);
  let state: ServerState<MState> = foldServer<MState>(
    mansters,
    created.events.map((e) => e.payload),
  );
  const known = claimedNames(created.events.map((e) => e.payload));
  const lines: string[] = [];
  for (let n = 0; n < 2_000 && !state.match.ended; n += 1) {
    const seat = mansters.prompt(state.match.game)?.seats[0];
    if (seat === undefined) break;
    const payload = mansters.bots[bots[seat]!]!(state.match.game, seat, rngFromInt(n + 1));
    if (payload === null) break;
    const version = state.match.version;
    const decided = decideCommand(mansters, state, { seat, origin: 'player', payload }, seed);
    if (isRejection(decided)) throw new Error(`${decided.code} ${decided.message}`);
    const source = { actor: { kind: 'system', reason: 'auto-pass' }, commandId: `auto:auto-pass:${version}:${seat}` } as const;
    for (const [i, e] of decided.entries()) {
      lines.push(describeEvent(mansters, e.payload as Typed, state, { ...source, seq: version + 1 + i }, known));
      state = foldServer<MState>(mansters, [e.payload], state);
    }
  }
  expect(state.match.ended, 'the match reaches its end').not.toBeNull();
  return lines;
}

describe('Mansters log lines over whole matches', () => {
  const lines = [
    ...loggedLines('01'.repeat(32), ['greedy', 'greedy']),
    ...loggedLines('02'.repeat(32), ['greedy', 'random', 'greedy']),
    ...loggedLines('03'.repeat(32), ['random', 'greedy']),
  ];

  it('read as sentences: never two brackets in a row, a blocked attack and the server-made move included', () => {
    expect(lines.length).toBeGreaterThan(300);
    for (const line of lines) {
      expect(line).not.toContain(') (');
      expect(line).not.toMatch(/\.\./);
    }
    const blocked = lines.filter((l) => /attacks .+ for \d+; blocked by .+'s full active stack/.test(l));
    expect(blocked.length, 'the matches have blocked attacks').toBeGreaterThan(0);
    for (const line of blocked) expect(line).toMatch(/^.+ attacks (.+) for \d+; blocked by \1's full active stack\. The server (made|passed) .+$/);
    expect(lines.filter((l) => /\(blocked\)/.test(l))).toEqual([]);
  });
});
