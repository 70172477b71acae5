import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { fourSouls } from '../../src/games/four-souls';
import { disputeSteps } from '../../src/replay/core/dispute';
import { toExportText } from '../../src/replay/core/export-format';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { recordBotMatch } from '../support/recorded-bot-match';
import { browserSession, screenshot, startWebServer } from './support';

/**
 * The dispute review of a long Four Souls match with the default quotas: a few requests, the
 * turn-8 attack found by filter with its reasons, its die re-derived in the browser, the link to
 * that moment of the replay (its address carries step and perspective), and a changed die or deck
 * order in an export file shown as failed.
 */
const MATCH_ID = '7d5e0c1a-2b3c-4d5e-8f60-718293a4b5c6';
/** Two greedy bots, 18 turns at most: 1,584 events, with attacks on turn 8. */
const { record, seed } = recordBotMatch(fourSouls as AnyGameDefinition, {
  matchId: MATCH_ID,
  seed: 'dispute-seed-2',
  bots: ['greedy', 'greedy'],
  options: { turnCap: 18 },
  maxCommands: 5000,
});
/** The first attack of turn 8 and its die (the roll pushed right after it), from the record. */
const { ATTACK, DIE } = (() => {
  let turn = 0;
  let attack = 0;
  for (const e of record.events) {
    const p = e.payload as { type: string; number?: number; item?: { kind: string } };
    if (p.type === 'turn-started') turn = p.number ?? turn;
    if (!attack && turn === 8 && p.type === 'attack-started') attack = e.seq;
    if (attack && p.type === 'stack-pushed' && p.item?.kind === 'roll') return { ATTACK: attack, DIE: e.seq };
  }
  throw new Error('no attack with a die on turn 8');
})();
const EXPORT = toExportText(record, new Date('2026-01-01T00:00:00.000Z'));
/**
 * The first event a card's effect caused whose words do not name the card (Dynamite's damage):
 * the review, the replay and the table say by which card, "Dynamite's effect: Larry Jr. takes 3 damage".
 */
const EFFECT = disputeSteps(fourSouls as AnyGameDefinition, record, seed).find(
  (s) => s.kind === 'damaged' && s.cause?.card?.ability === 'effect' && !s.text.includes(s.cause.card.name),
)!;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const EFFECT_LINE = new RegExp(`^${escaped(EFFECT.cause!.card!.name)}'s? effect: ${escaped(EFFECT.text)}$`);

/** The defaults of src/config/environment.ts for what the dispute page reads. */
const DEFAULT_QUOTAS = { QUOTA_REPLAY: 600, QUOTA_AUDIT: 20, QUOTA_EXPORT: 30 };

describe('web client: the dispute review of a long match', () => {
  let url: string;
  let stop: () => Promise<void>;
  const session = browserSession();

  beforeAll(async () => {
    ({ url, stop } = await startWebServer([fourSouls], session, DEFAULT_QUOTAS));
    const res = await fetch(`${url}/matches/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: EXPORT,
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }, 120_000);
  afterAll(async () => stop?.());

  /** The API requests the page makes (its scripts and styles aside), and any refused with 429. */
  const watchRequests = (page: Page) => {
    const seen: string[] = [];
    const refused: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/matches/')) seen.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() === 429) refused.push(r.url());
    });
    return { seen, refused };
  };

  it('finds the turn-8 attack by filter, shows why it was legal, checks its die, and links to that replay moment', async () => {
    expect(record.events.length).toBeGreaterThanOrEqual(1500);
    const page = await session.newPage();
    const requests = watchRequests(page);
    await page.goto(`${url}/#/dispute/${MATCH_ID}`);
    await page.locator('#verdict', { hasText: 'Audit clean' }).waitFor();
    await page.locator('#dice-verdict', { hasText: '✔' }).waitFor();
    // The whole match in a few requests: summary, audit, dice, the disputes, two pages of described steps.
    expect(requests.seen).toHaveLength(6);
    expect(requests.refused).toEqual([]);
    console.log(`dispute page of ${record.events.length} events: ${requests.seen.length} requests`);
    expect(await page.locator('#page-label').textContent()).toBe(`1–100 of ${record.events.length}`);
    expect(await page.locator('table.events tbody tr').count()).toBe(100); // a page, not 62,000 px
    // A card's effect is said in words, as the table's log says it.
    expect(EFFECT.seq).toBeLessThanOrEqual(100);
    expect(await page.locator(`table.events tr[data-seq="${EFFECT.seq}"] .what`).textContent()).toMatch(EFFECT_LINE);

    // The attack of turn 8, by filter.
    await page.locator('#filter-turn').fill('8');
    await page.locator('#filter-turn').dispatchEvent('change');
    await page.locator('#filter-kind').selectOption('attack-started');
    const attack = page.locator('table.events tbody tr');
    await page.locator('#page-label', { hasText: '1–1 of 1' }).waitFor();
    expect(await attack.getAttribute('data-seq')).toBe(String(ATTACK));
    expect(await attack.locator('.turn').textContent()).toBe('8');
    await attack.click();
    const why = page.locator(`#why[data-seq="${ATTACK}"]`);
    await why.waitFor();
    expect(await why.locator('.why-rules li').count()).toBeGreaterThan(0);
    expect(await why.locator('.why-rules li').first().textContent()).toMatch(/^R-[A-Z]+-\d+ \S/); // the rule in words
    expect(await why.locator('.acted-by').textContent()).toMatch(/^P\d: a bot playing the seat$/);
    // The row says whose command made the attack start, and which command, as the panel does: P1 passing
    // resolves P2's declared attack ("greedy bot (P2) attacks Widow" by "P1: pass"), never a bare "P1".
    const actedBy = /^(P\d):/.exec((await why.locator('.acted-by').textContent()) ?? '')![1]!;
    const chose = (await why.locator('.why-choice').textContent()) ?? '';
    expect(await page.locator('table.events thead th').nth(2).textContent()).toBe('who acted');
    expect(await attack.locator('.seat').textContent()).toBe(`${actedBy}: pass`);
    expect(chose).toMatch(/Pass priority/);
    expect(await why.locator('.why-prompt').textContent()).toMatch(/^Prompt: \S/);
    expect(await why.locator('.why-alternatives li').count()).toBeGreaterThan(0);
    await screenshot(page, '40-dispute-why');

    // Its die, re-derived from the seed in this browser.
    const die = page.locator(`table.rolls tr[data-seq="${DIE}"]`);
    expect(await die.locator('.roll-check').textContent()).toBe('passed ✔');
    expect(await page.locator('table.rolls tr.failed').count()).toBe(0);

    // The link to that moment of the replay: the address carries the step and the perspective.
    await why.locator('a.replay-link').click();
    await page.waitForURL(new RegExp(`#/replay/.+\\?.*step=${ATTACK}(&|$)`));
    await page.locator('.step-label', { hasText: new RegExp(`^step ${ATTACK}/\\d+ · seq ${ATTACK} · turn 8$`) }).waitFor();
    expect(await page.locator('#viewer').inputValue()).toBe('omniscient');
    await page.locator('#viewer').selectOption('seat:1');
    await page.waitForURL(/viewer=seat%3A1/);
    await page.locator('#copy-link').click();
    const link = await page.locator('#moment-link').inputValue();
    expect(link).toBe(page.url());
    // The copied address opens the same moment as the same perspective, in another browser.
    const other = await session.newPage();
    await other.goto(link);
    await other.locator('.step-label', { hasText: new RegExp(`^step ${ATTACK}/`) }).waitFor();
    expect(await other.locator('#viewer').inputValue()).toBe('seat:1');
    expect(await other.locator('.player .hand').count()).toBe(1);
  });

  it("a seat's own browser opens the replay as that seat", async () => {
    const page = await session.newPage();
    await page.goto(url);
    await page.evaluate(
      (id) =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          `stackbound:seat:${id}`,
          JSON.stringify({ seat: 0, token: 'a-seat-token' }),
        ),
      MATCH_ID,
    );
    await page.goto(`${url}/#/replay/${MATCH_ID}`);
    await page.locator('.step-label', { hasText: 'step 0/' }).waitFor();
    expect(await page.locator('#viewer').inputValue()).toBe('seat:0');
    // The replay's line for an event a card's effect caused says by which card, as the table's log does.
    await page.goto(`${url}/#/replay/${MATCH_ID}?step=${EFFECT.seq}&unit=event`);
    await page.locator('.step-label', { hasText: new RegExp(`^step ${EFFECT.seq}/\\d+ · seq ${EFFECT.seq} `) }).waitFor();
    const line = page.locator(`.step-events li[data-seq="${EFFECT.seq}"]`);
    expect(await line.textContent()).toMatch(new RegExp(`^#${EFFECT.seq} ${EFFECT_LINE.source.slice(1)}`));
    await screenshot(page, '43-replay-card-effect');
  });

  it('an export file with a changed die fails the dice check on the page', async () => {
    const lines = EXPORT.split('\n');
    const at = lines.findIndex((l) => l.startsWith('{"record":"event"') && (JSON.parse(l) as { seq: number }).seq === DIE);
    const row = JSON.parse(lines[at]!) as { payload: { type: string; item: { kind: string; value: number } } };
    expect(row.payload).toMatchObject({ type: 'stack-pushed', item: { kind: 'roll' } });
    row.payload.item.value = (row.payload.item.value % 6) + 1; // another face
    lines[at] = JSON.stringify(row);
    const page = await session.newPage();
    await page.goto(`${url}/#/dispute/${MATCH_ID}`);
    await page.locator('#dice-verdict', { hasText: '✔' }).waitFor();
    await page.locator('#dice-file').setInputFiles({ name: 'changed.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n')) });
    await page.locator('#dice-source', { hasText: 'The dice of the file changed.ndjson' }).waitFor();
    await page.locator('#dice-verdict', { hasText: '✘ 1 of' }).waitFor();
    expect(await page.locator('table.rolls tr.failed').count()).toBe(1);
    expect(await page.locator(`table.rolls tr[data-seq="${DIE}"] .roll-check`).textContent()).toBe('FAILED ✘');
    // The same file unchanged passes.
    await page.locator('#dice-file').setInputFiles({ name: 'as-exported.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(EXPORT) });
    await page.locator('#dice-source', { hasText: 'as-exported.ndjson' }).waitFor();
    await page.locator('#dice-verdict', { hasText: '✔ all' }).waitFor();
    await screenshot(page, '41-dispute-dice');
    for (const errors of session.pageErrors) expect(errors).toEqual([]);
  });

  it('an export file with a changed deck order fails that shuffle on the page, and only that one', async () => {
    const lines = EXPORT.split('\n');
    const at = lines.findIndex((l) => l.startsWith('{"record":"event"') && (JSON.parse(l) as { seq: number }).seq === 3);
    const row = JSON.parse(lines[at]!) as { payload: { type: string; deck: string; cards: { id: number; card: string }[] } };
    expect(row.payload).toMatchObject({ type: 'deck-formed', deck: 'loot' });
    const cards = row.payload.cards;
    const other = cards.findIndex((c) => c.card !== cards[0]!.card);
    [cards[0], cards[other]] = [cards[other]!, cards[0]!]; // the top card swapped with a different one
    lines[at] = JSON.stringify(row);
    const page = await session.newPage();
    await page.goto(`${url}/#/dispute/${MATCH_ID}`);
    // As recorded: every deck order follows from the seed, none marked failed.
    await page.locator('#shuffle-verdict', { hasText: '✔ all' }).waitFor();
    const shuffles = await page.locator('table.shuffle-proofs tbody tr').count();
    expect(shuffles).toBeGreaterThanOrEqual(6);
    expect(await page.locator('table.shuffle-proofs tr.passed').count()).toBe(shuffles);
    expect(await page.locator('table.shuffle-proofs tr.failed').count()).toBe(0);
    expect(await page.locator('table.shuffle-proofs tr[data-seq="3"] .shuffle-label').textContent()).toBe('loot deck');

    await page.locator('#dice-file').setInputFiles({ name: 'changed-deck.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n')) });
    await page.locator('#shuffles', { hasText: 'The deck orders of the file changed-deck.ndjson' }).waitFor();
    await page.locator('#shuffle-verdict', { hasText: `✘ 1 of ${shuffles}` }).waitFor();
    expect(await page.locator('table.shuffle-proofs tr.failed').count()).toBe(1);
    const failed = page.locator('table.shuffle-proofs tr[data-seq="3"] .roll-check');
    expect(await failed.textContent()).toContain('FAILED ✘');
    // The cards by their printed names (the catalog's), not their ids.
    const name = (id: string) => fourSouls.cards!().find((c) => c.id === id)!.name;
    expect(name(cards[0]!.card)).not.toBe(cards[0]!.card);
    expect(await failed.textContent()).toContain(`card 1 from the top: the record has ${name(cards[0]!.card)}, the seed gives ${name(cards[other]!.card)}`);
    // The dice of that file are untouched.
    await page.locator('#dice-verdict', { hasText: '✔ all' }).waitFor();
    await screenshot(page, '42-dispute-shuffles');
    for (const errors of session.pageErrors) expect(errors).toEqual([]);
  });
});
