import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highCard } from '../support/test-game';
import { browserSession, screenshot, startWebServer } from './support';

/**
 * Rated at creation in Chromium: the lobby's create form offers "rated"; a match created with it
 * shows the rated mark on its table, in the lobby and on its replay, and one created without it
 * shows none of them (a mark only when true).
 */
describe('web client: the rated choice and its mark', () => {
  const session = browserSession();
  let url: string;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer([highCard], session));
  });
  afterAll(async () => stop?.());

  /** Creates a high-card match against a bot from the lobby, rated or not, as P1: its id, once the table shows. */
  async function createFromLobby(page: Page, rated: boolean): Promise<string> {
    await page.goto(`${url}/#/`);
    await page.locator('#game').selectOption('high-card');
    await expect.poll(() => page.locator('.seat-kind').count()).toBe(2);
    await page.locator('.seat-kind[data-seat="1"]').selectOption('random');
    if (rated) await page.locator('#rated').check();
    await page.locator('#create').click();
    await page.waitForURL(/#\/match\//);
    await page.locator('.table.generic .tree').waitFor();
    return /#\/match\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  }

  it('marks the rated match on its table, in the lobby and on its replay, and the other one nowhere', async () => {
    const page = await session.newPage();
    const rated = await createFromLobby(page, true);
    await page.locator('#rated-mark').waitFor();
    await screenshot(page, 'rated-table');
    const unrated = await createFromLobby(page, false);
    // The table is drawn with its marks from the same snapshot as its tree: none is coming.
    expect(await page.locator('#rated-mark').count()).toBe(0);

    await page.goto(`${url}/#/`);
    const row = (id: string) => page.locator(`tr[data-match="${id}"]`);
    await row(rated).waitFor();
    await row(unrated).waitFor();
    expect(await row(rated).locator('.mark.rated').textContent()).toBe('rated');
    expect(await row(unrated).locator('.mark.rated').count()).toBe(0);
    await screenshot(page, 'rated-lobby');

    await page.goto(`${url}/#/replay/${rated}`);
    await page.locator('#rated-mark').waitFor();
    await page.goto(`${url}/#/replay/${unrated}`);
    await page.locator('.match-head h1').waitFor();
    await page.locator('.step-events').waitFor();
    expect(await page.locator('#rated-mark').count()).toBe(0);
    expect(session.pageErrors.flat()).toEqual([]);
  });
});
