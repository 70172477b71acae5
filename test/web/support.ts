import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import type { Randomness } from '../../src/matches/randomness';
import { createTestDatabase } from '../support/database';
import { startApp } from '../realtime/support/harness';
import { fixedRandomness } from '../support/fixed-randomness';

const ROOT = resolve(__dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');
const BUILT = join(ROOT, 'dist', 'web', 'index.html');

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((n) => newest(join(path, n))));
}

/** Builds the client into dist/web (what WebModule serves) unless the build is newer than its sources. */
export function ensureWebBuilt(): void {
  // What the bundle takes from src/ besides the typed client: the protocol's types, and the delta and choice code it shares with the server.
  const sources = [
    join(ROOT, 'web'),
    join(ROOT, 'src', 'client'),
    ...['protocol.ts', 'snapshot-delta.ts', 'choice-commands.ts'].map((f) => join(ROOT, 'src', 'realtime', f)),
  ];
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs > Math.max(...sources.map(newest))) return;
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(ROOT, 'web', 'vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

/** Debian's chromium, headless; playwright launches it with a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/*
 * A screenshot is for a person to look at; it asserts nothing, so it has its own generous timeout
 * rather than the page's 15 s. A page's first 4,000 px are enough to look at: the whole 7,500 px
 * dispute page of a long match took 3.6 s alone and over 15 s once, with every tier running beside it.
 */
const SHOT_TIMEOUT_MS = 60_000;
const SHOT_MAX_HEIGHT = 4_000;

/** Saves `test-artifacts/<name>.png` (git-ignored): the page's first 4,000 px, or only its viewport when `fullPage` is false. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  if (!fullPage) return void (await page.screenshot({ path, timeout: SHOT_TIMEOUT_MS }));
  const { width, height } = await page.evaluate<{ width: number; height: number }>(
    '({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })',
  );
  const clip = height > SHOT_MAX_HEIGHT ? { x: 0, y: 0, width, height: SHOT_MAX_HEIGHT } : undefined;
  await page.screenshot({ path, fullPage: true, timeout: SHOT_TIMEOUT_MS, ...(clip ? { clip } : {}) });
}

/** The seq of the snapshot the table shows (its header's turn carries it as `data-seq`). */
export async function shownSeq(page: Page): Promise<number> {
  return Number(await page.locator('.seats-line .seq').getAttribute('data-seq', { timeout: 10_000 }));
}

/** The page's copy of a match's snapshot (the typed client's mirror), or null before the first update. */
export function pageMirror<T>(page: Page, matchId: string): Promise<T | null> {
  return page.evaluate((id) => {
    const sb = (globalThis as unknown as { stackbound?: { client: { mirror(id: string): { snapshot: unknown } | undefined } } }).stackbound;
    return (sb?.client.mirror(id)?.snapshot ?? null) as unknown;
  }, matchId) as Promise<T | null>;
}

/** Text of the error banner, once visible. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('#toast.show');
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return (await toast.textContent()) ?? '';
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Pages of one test file: each in its own browser context (a separate "person": own storage and
 * socket), with its uncaught errors collected. `closeAll` closes the contexts and the browser.
 */
export function browserSession(): {
  start(): Promise<void>;
  newPage(options?: { allActions?: boolean; touch?: boolean }): Promise<Page>;
  closeAll(): Promise<void>;
  pageErrors: string[][];
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  return {
    pageErrors,
    async start() {
      browser = await launchBrowser();
    },
    async newPage(options: { allActions?: boolean; touch?: boolean } = {}) {
      if (!browser) throw new Error('browserSession().start() first');
      // `touch`: a phone (touch screen, no hover, no keyboard shortcuts shown).
      const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, ...(options.touch ? { hasTouch: true, isMobile: true } : {}) });
      // The table's folded list of every action (#all-actions) open, unless a test plays by the cards only.
      const open = options.allActions ?? true;
      await context.addInitScript(
        (state) => {
          (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('stackbound:all-actions', state);
        },
        open ? 'open' : 'closed',
      );
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      pageErrors.push(watchPageErrors(page));
      return page;
    },
    async closeAll() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser?.close();
    },
  };
}

/**
 * The built client served by the real application on a fresh database, and a browser session:
 * what every browser test file starts with. `stop` closes them in reverse order.
 */
export async function startWebServer(
  games: readonly AnyGameDefinition[],
  session: ReturnType<typeof browserSession>,
  env: Record<string, string | number | boolean> = {},
  randomness: Randomness = fixedRandomness('web'),
): Promise<{ url: string; stop: () => Promise<void> }> {
  ensureWebBuilt();
  const db = await createTestDatabase();
  // Fixed match seeds and bot draws: every run deals and plays the same matches.
  const { app, url } = await startApp(db, [...games], env, randomness);
  await session.start();
  return {
    url,
    stop: async () => {
      await session.closeAll();
      await app.close();
      await db.drop();
    },
  };
}

/**
 * A seat's view over REST, as the holder of its token: how a test plays the other seat of a match
 * whose first seat it plays in the browser.
 */
export async function seatView<V>(url: string, matchId: string, token: string): Promise<V> {
  const res = await fetch(`${url}/matches/${matchId}/view`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as V;
}

/** Sends `command` for `seat` over REST with the seat's token; the caller checks the answer. */
export function postSeatCommand(
  url: string,
  matchId: string,
  seat: number,
  token: string,
  body: { readonly commandId: string; readonly command: unknown; readonly expectedSeq?: number },
): Promise<Response> {
  return fetch(`${url}/matches/${matchId}/seats/${seat}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/**
 * The pages each test of the calling `describe` opens, closed after it (their sockets with them)
 * once the session's pages are checked for uncaught errors: `keep(page)` hands a page over.
 */
export function closedAfterEach(session: ReturnType<typeof browserSession>): (page: Page) => Page {
  let opened: Page[] = [];
  afterEach(async () => {
    for (const page of opened) await page.close();
    opened = [];
    for (const errors of session.pageErrors) expect(errors).toEqual([]);
  });
  return (page) => {
    opened.push(page);
    return page;
  };
}

/**
 * Signs up `username` from the page, as the account page's form would (`POST /accounts` with the
 * page's own cookies), and checks the account was made: the browser then holds its session cookie
 * and the signed-in hint.
 */
export async function signUpInPage(page: Page, username: string, password = 'a long enough password 42'): Promise<void> {
  const status = await page.evaluate(
    async ([name, secret]) =>
      (
        await fetch('/accounts', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: name, password: secret }),
        })
      ).status,
    [username, password] as const,
  );
  expect(status).toBe(201);
}
