/**
 * The server speaks in card names, never in its internal object ids: long bot matches of both
 * games, and at every step every action label, the prompt and every event line (full and
 * redacted for every viewer) are checked against the id pattern.
 */
import { describe, expect, it } from 'vitest';
import { isRejection, rngFromInt, type AnyGameDefinition, type Typed, type Viewer } from '../engine';
import { fourSouls } from '../games/four-souls';
import { mansters } from '../games/mansters';

/** An internal object id as the games allocate them ("o134"); words like "one" or "of" do not match. */
const INTERNAL_ID = /\bo\d+\b/;
/** What a missing field looks like when it leaks into words. */
const BROKEN_WORDS = /\bundefined\b|\bNaN\b|\[object Object\]/;

interface Checked {
  labels: number;
  prompts: number;
  texts: number;
}

function check(where: string, text: string, done: (keyof Checked)[], kind: keyof Checked): void {
  if (INTERNAL_ID.test(text) || BROKEN_WORDS.test(text) || text.trim() === '') throw new Error(`${where}: "${text}"`);
  done.push(kind);
}

const sumChecked = (a: Checked, b: Checked): Checked => ({ labels: a.labels + b.labels, prompts: a.prompts + b.prompts, texts: a.texts + b.texts });

function playAndCheck(def: AnyGameDefinition, seats: number, seed: number, options: unknown, bots: readonly string[], maxCommands: number): Checked {
  const rng = rngFromInt(seed);
  const setup = def.setup({ seatCount: seats, options, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat })), { kind: 'spectator' }, { kind: 'omniscient' }];
  const done: (keyof Checked)[] = [];
  let state: unknown = def.initialState();
  const apply = (events: readonly Typed[]) => {
    for (const event of events) {
      check(`${event.type} (full)`, def.describeEvent(event, state), done, 'texts');
      for (const viewer of viewers)
        check(`${event.type} (for ${JSON.stringify(viewer)})`, def.describeEvent(def.redactEvent(event, viewer), state), done, 'texts');
      state = def.evolve(state, event);
    }
  };
  apply(setup);
  for (let commands = 0; def.outcome(state) === null && commands < maxCommands; commands += 1) {
    const prompt = def.prompt(state);
    if (!prompt) break;
    check(`prompt ${prompt.kind}`, prompt.text, done, 'prompts');
    for (let seat = 0; seat < seats; seat += 1) {
      for (const command of def.legalActions(state, seat) as Typed[]) {
        const { label, refs } = def.labelAction(state, seat, command);
        check(`label of ${JSON.stringify(command)}`, label, done, 'labels');
        expect(Array.isArray(refs)).toBe(true);
      }
    }
    const seat = prompt.seats[0]!;
    const bot = def.bots[bots[seat % bots.length]!]!;
    const command = bot(state, seat, rng) as Typed | null;
    if (!command) throw new Error(`no bot command for P${seat + 1} at ${prompt.kind}`);
    const events = def.decide(state, command, { seat, origin: 'player', rng });
    if (isRejection(events)) throw new Error(`bot command refused: ${events.code}`);
    apply(events as Typed[]);
  }
  return {
    labels: done.filter((k) => k === 'labels').length,
    prompts: done.filter((k) => k === 'prompts').length,
    texts: done.filter((k) => k === 'texts').length,
  };
}

describe('no internal object id in any label, prompt or event text', () => {
  it.each([
    [2, 21, ['greedy', 'random']],
    [3, 12, ['random', 'greedy', 'random']],
    [4, 13, ['greedy']],
  ] as const)(
    'Four Souls, %i players (seed %i): long bot matches',
    (seats, seed, bots) => {
      const n = playAndCheck(fourSouls, seats, seed, { turnCap: 40 }, bots, 6000);
      expect(n.labels).toBeGreaterThan(1000);
      expect(n.prompts).toBeGreaterThan(300);
      expect(n.texts).toBeGreaterThan(1000);
    },
    300_000,
  );

  it.each([
    [2, 21, ['greedy', 'random']],
    [4, 22, ['random', 'greedy']],
  ] as const)(
    'Mansters, %i players (seed %i): long bot matches',
    (seats, seed, bots) => {
      // Three matches from consecutive seeds: one Mansters match can be short (a single opening
      // stack per player since rules mansters-3), and the check must see many labels and lines.
      const n = [0, 1, 2].map((i) => playAndCheck(mansters, seats, seed * 10 + i, {}, bots, 4000)).reduce(sumChecked);
      expect(n.labels).toBeGreaterThan(1000);
      expect(n.prompts).toBeGreaterThan(100);
      expect(n.texts).toBeGreaterThan(1000);
    },
    300_000,
  );
});
