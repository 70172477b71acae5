import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition, Typed } from '../../src/engine/game-definition';
import { isRejection } from '../../src/engine/rejection';
import type { FsState } from '../../src/games/four-souls';
import type { MState } from '../../src/games/mansters';
import { fourSouls } from '../../src/games/four-souls';
import { CHARACTER_IDS, characterDef } from '../../src/games/four-souls/cards';
import { mansters } from '../../src/games/mansters';
import { decideCommand, decideCreate, foldServer, upcastEvent, type ServerState } from '../../src/match-domain';
import { auditMatch } from '../../src/replay/core/audit';
import { parseExport } from '../../src/replay/core/export-format';
import type { MatchRecord } from '../../src/replay/core/record';

/*
 * Matches recorded by the build before a rules change (the fixtures: bot matches exported as the
 * server wrote them under rules mansters-2 and four-souls-4) still re-decide to the very same events
 * under the rules they were created with, while new matches follow the new rules.
 */
const games = (id: string) => [mansters, fourSouls].find((g) => g.id === id);
const fixture = (name: string) => parseExport(readFileSync(join(__dirname, 'fixtures', name), 'utf8'));

function stateBefore<S>(def: AnyGameDefinition, record: MatchRecord, seq: number): ServerState<S> {
  return foldServer<S>(
    def,
    record.events.slice(0, seq - 1).map((e) => upcastEvent(def, e)),
  );
}

describe('matches recorded under past rules versions', () => {
  it('a Mansters match of rules mansters-2 (two stacks in one opening) audits clean, re-decided under its rules; the same play is refused under mansters-3', () => {
    const { record, seed } = fixture('mansters-2-bot-match.ndjson');
    expect(record.events[0]?.payload).toMatchObject({ rulesVersion: 'mansters-2' });
    const report = auditMatch(record, games);
    expect(
      report.checks.find((c) => c.name === 'redecide'),
      JSON.stringify(report.checks),
    ).toMatchObject({ status: 'passed' });
    expect(report.ok).toBe(true);

    // The first opening put cards onto both of P1's slabs, as the old ruling allowed.
    const plays = record.events.filter((e) => (e.payload as { type: string }).type === 'card-played');
    const [first, second] = plays as [(typeof plays)[number], (typeof plays)[number]];
    expect((first.payload as { to: unknown }).to).toEqual({ seat: 0, slab: 1 });
    const third = plays[2]!;
    expect((third.payload as { to: unknown }).to).toEqual({ seat: 0, slab: 0 });
    expect(second).toBeDefined();
    // Decided under the current rules, that third opening play is refused: one opening stack (M-SETUP-6).
    const before = stateBefore<MState>(mansters, record, third.seq);
    expect(before.match.game.rules).toBe(2);
    const command = record.commands.find((c) => c.firstSeq === third.seq)!;
    const asNow = { ...before, match: { ...before.match, game: { ...before.match.game, rules: 3 } } };
    const payload = mansters.parseCommand(command.payload) as Typed;
    const refused = decideCommand(mansters, asNow, { seat: 0, origin: 'player', payload }, seed!);
    expect(isRejection(refused) && refused.code).toBe('OPENING_STACK');
  });

  it('a Four Souls match of rules four-souls-4 audits clean without unused starting items; a new match with the same seed sets them outside the game', () => {
    const { record, seed } = fixture('four-souls-4-bot-match.ndjson');
    expect(record.events[0]?.payload).toMatchObject({ rulesVersion: 'four-souls-4' });
    const report = auditMatch(record, games);
    expect(
      report.checks.find((c) => c.name === 'redecide'),
      JSON.stringify(report.checks),
    ).toMatchObject({ status: 'passed' });
    expect(report.ok).toBe(true);
    const startingItems = new Set(CHARACTER_IDS.map((c) => characterDef(c)!.startingItem));
    const old = stateBefore<FsState>(fourSouls, record, record.events.length + 1).match.game;
    expect(old.outside.some((c) => startingItems.has(c.card))).toBe(false);

    const created = record.commands[0]!.payload as { seats: number; options: unknown; bots: string[] };
    const now = decideCreate(fourSouls, { seats: created.seats, options: created.options, bots: created.bots }, seed!);
    if (isRejection(now)) throw new Error(now.message);
    expect(now.events[0]?.payload).toMatchObject({ rulesVersion: 'four-souls-5' });
    const fresh = foldServer<FsState>(
      fourSouls,
      now.events.map((e) => e.payload),
    ).match.game;
    expect(fresh.outside.filter((c) => startingItems.has(c.card))).toHaveLength(CHARACTER_IDS.length - created.seats);
  });

  it('a rules version the game no longer plays is refused by the decider and skipped by the audit, never mis-decided', () => {
    const refused = decideCreate(mansters, { seats: 2, rulesVersion: 'mansters-1' }, 'seed');
    expect(isRejection(refused) && refused.code).toBe('UNKNOWN_RULES_VERSION');
    const { record } = fixture('mansters-2-bot-match.ndjson');
    const [created, ...rest] = record.events;
    const older = { ...record, events: [{ ...created!, payload: { ...(created!.payload as object), rulesVersion: 'mansters-1' } }, ...rest] };
    const report = auditMatch(older, games);
    expect(report.checks.find((c) => c.name === 'redecide')).toMatchObject({
      status: 'skipped',
      detail: 'recorded under rules mansters-1, this build plays mansters-2, mansters-3',
    });
    expect(report.ok).toBe(false);
  });
});
