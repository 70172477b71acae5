import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../engine/game-definition';
import { sha256Hex } from '../fairness/seed';
import { fourSouls } from '../games/four-souls';
import { mansters } from '../games/mansters';
import { playDecidedMatch } from './bot-match.test-support';
import type { ActedBy } from './causes';

/** Every rule id the rules references define (a line "- R-STACK-4 ..." defines R-STACK-4). */
function definedRuleIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of ['four-souls.md', 'mansters.md']) {
    const text = readFileSync(join(__dirname, '..', '..', 'docs', 'rules', file), 'utf8');
    for (const m of text.matchAll(/^- ([RM]-[A-Z]+-\d+)\b/gm)) ids.add(m[1] as string);
  }
  return ids;
}

const MATCHES = 200;

describe.each([
  [fourSouls, { turnCap: 3 }],
  [mansters, { roundLimit: 6 }],
] as const)('the causes of every event of bot matches (%#)', (def: AnyGameDefinition, options) => {
  it(`${MATCHES} matches through the match decider: every event has rules defined in docs/rules, commands name who acted`, () => {
    const ids = definedRuleIds();
    const actedBy = new Map<ActedBy, number>();
    const unknown = new Set<string>();
    let events = 0;
    let withCard = 0;
    for (let m = 0; m < MATCHES; m += 1) {
      playDecidedMatch(def, { seats: 2 + (m % 2), options, seed: sha256Hex(`${def.id}-${m}`), botSeed: m + 1 }, (batch) => {
        for (const e of batch) {
          events += 1;
          if (e.cause.rules.length === 0) throw new Error(`${def.id} match ${m}: ${e.type} has no rules in its cause`);
          for (const id of e.cause.rules) if (!ids.has(id)) unknown.add(`${id} (${e.type})`);
          if (e.cause.card) withCard += 1;
          if (e.cause.command) actedBy.set(e.cause.command.actedBy, (actedBy.get(e.cause.command.actedBy) ?? 0) + 1);
        }
      });
    }
    expect([...unknown]).toEqual([]);
    expect(events).toBeGreaterThan(MATCHES * 20);
    expect(withCard).toBeGreaterThan(0);
    expect(actedBy.get('bot') ?? 0).toBeGreaterThan(0);
    expect(actedBy.get('deadline') ?? 0).toBeGreaterThan(0);
    if (def.id === 'four-souls') expect(actedBy.get('auto-pass') ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
