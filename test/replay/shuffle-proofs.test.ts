import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli';
import { checkShuffle } from '../../src/client/shuffle-proof';
import { sha256Hex } from '../../src/fairness/seed';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { shippedGames } from '../../src/games/registry';
import { auditMatch } from '../../src/replay/core/audit';
import { diceProofs } from '../../src/replay/core/dice';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import { checkProofs } from '../../src/replay/core/proof-check';
import type { MatchRecord, RecordedEvent } from '../../src/replay/core/record';
import { recordBotMatch } from '../support/recorded-bot-match';

/**
 * Shuffle proofs (docs/replay.md, "Dice and shuffle proofs"): every deck order the seeded
 * generator gave, at setup and on a run-out reshuffle, re-derived by the engine's generator and by
 * the browser's WebCrypto port; a changed order fails both, the audit and the offline CLI. The
 * Four Souls match is a 2-seat bot match on a fixed seed that reshuffles its room and loot decks.
 */
const FS_SETUP = ['loot deck', 'treasure deck', 'monster deck', 'room deck', 'characters', 'bonus souls'];

/** The record with two cards of the first event recording `label` swapped at `path` (a deck order changed). */
function withSwappedCards(record: MatchRecord, seq: number, path: string): MatchRecord {
  const events = record.events.map((e): RecordedEvent => {
    if (e.seq !== seq) return e;
    const payload = structuredClone(e.payload) as Record<string, { card: string }[]>;
    const cards = payload[path.slice(1)]!;
    const k = cards.findIndex((c) => c.card !== cards[0]!.card);
    [cards[0], cards[k]] = [cards[k]!, cards[0]!];
    return { ...e, payload };
  });
  return { ...record, events };
}

async function cli(...argv: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => out.push(l), fetch, env: {}, games: shippedGames });
  return { code, out: out.join('\n') };
}

describe('shuffle proofs', () => {
  const { record, seed } = recordBotMatch(fourSouls, {
    matchId: '7c0de5a1-0b5e-4f00-8a11-5e0f0e5eed00',
    seed: sha256Hex('s0'),
    bots: ['random', 'random'],
    maxCommands: 3000,
  });
  const proofs = diceProofs(fourSouls, record, seed);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shuffle-proofs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('proves every Four Souls deck order: the setup decks, characters and bonus souls, then each run-out reshuffle', async () => {
    const reshuffles = record.events.filter((e) => e.type === 'deck-reshuffled').map((e) => e.seq);
    expect(reshuffles.length).toBeGreaterThan(0);
    expect(proofs.shuffles.map((s) => s.label)).toEqual([
      ...FS_SETUP,
      ...reshuffles.map((seq) => `${(record.events[seq - 1]!.payload as { deck: string }).deck} deck reshuffled`),
    ]);
    expect(proofs.shuffles.filter((s) => s.label.endsWith('reshuffled')).map((s) => s.seq)).toEqual(reshuffles);
    // Characters: every one shuffled, the first two dealt (one per seat).
    const characters = proofs.shuffles.find((s) => s.label === 'characters')!;
    expect(characters.order).toHaveLength(2);
    expect(characters.items.length).toBeGreaterThan(2);
    for (const { proof, check } of checkProofs(proofs).shuffles) {
      expect(check.ok, `${proof.label} at #${proof.seq}`).toBe(true);
      expect(await checkShuffle(proofs.seed, proofs.seedCommitment, proof), `${proof.label} in the browser`).toMatchObject({
        ok: true,
        derived: check.derived,
      });
    }
  });

  it('proves the Mansters decks formed at setup and the manster deck shuffled back (recorded fixture)', async () => {
    const file = parseExport(await readFile(join(__dirname, 'fixtures/mansters-2-bot-match.ndjson'), 'utf8'));
    const m = diceProofs(mansters, file.record, file.seed!);
    expect(m.shuffles.map((s) => [s.label, s.sites.map((x) => x.path)])).toEqual([
      ['morgue', ['/morgue']],
      ['manster deck', ['/mansterDeck']],
      ['manster deck', ['/cards']],
    ]);
    expect(checkProofs(m).shuffles.every((s) => s.check.ok)).toBe(true);
  });

  it('a changed deck order fails its proof on the server and in the browser, and the audit; the other proofs still pass', async () => {
    const reshuffle = proofs.shuffles.find((s) => s.label === 'loot deck reshuffled')!;
    const tampered = withSwappedCards(record, reshuffle.seq, '/cards');
    const changed = checkProofs(diceProofs(fourSouls, tampered, seed)).shuffles;
    expect(changed.filter((s) => !s.check.ok).map((s) => s.proof.seq)).toEqual([reshuffle.seq]);
    const bad = changed.find((s) => s.proof.seq === reshuffle.seq)!;
    expect(await checkShuffle(seed, proofs.seedCommitment, bad.proof)).toMatchObject({ ok: false, commitmentOk: true });
    expect(auditMatch(tampered, () => fourSouls).ok).toBe(false);
  });

  it('the offline audit prints every dice and shuffle proof, and fails on a changed deck order', async () => {
    const good = join(dir, 'good.ndjson');
    await writeFile(good, toExportText(record, new Date('2026-01-02T00:00:00Z')));
    const clean = await cli('audit', '--file', good);
    expect(clean.code, clean.out).toBe(0);
    expect(clean.out).toContain(`Shuffles (${proofs.shuffles.length}): all ${proofs.shuffles.length} shuffled again from the seed`);
    expect(clean.out).toContain(`Dice (${proofs.rolls.length}): all ${proofs.rolls.length} drawn again from the seed`);
    expect(clean.out).toMatch(/^ {2}#3 loot deck \(\d+ cards\): Fisher-Yates of SHA-256\(seed:1\), first draw {2}passed$/m);
    expect(clean.out).not.toMatch(/FAILED/);

    const formed = join(dir, 'changed-deck.ndjson');
    await writeFile(formed, toExportText(withSwappedCards(record, 3, '/cards'), new Date('2026-01-02T00:00:00Z')));
    const failed = await cli('audit', '--file', formed);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain(`Shuffles (${proofs.shuffles.length}): 1 of ${proofs.shuffles.length} FAILED`);
    expect(failed.out).toMatch(/^ {2}#3 loot deck .* FAILED: card 1 from the top is \S+, the seed gives \S+$/m);
  });
});
