import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startApp } from '../realtime/support/harness';
import { highCard } from '../support/test-game';
import { ensureWebBuilt, launchBrowser } from './support';

/** The headers every answer carries, API and pages alike. */
function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers: CSP, no framing, nosniff, no X-Powered-By', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    ensureWebBuilt();
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard]));
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.drop();
  });

  it('on an API route, an API error and the web page', async () => {
    for (const path of ['/games', '/matches/not-a-uuid', '/']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res.headers);
    }
    expect((await fetch(`${url}/`)).headers.get('content-type')).toContain('text/html');
  });

  /** Loads `path` in Chromium and collects every CSP violation the page reports. */
  async function load(path: string, ready: string): Promise<string[]> {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    try {
      const res = await page.goto(`${url}${path}`);
      expect(res?.status()).toBe(200);
      expectSecurityHeaders(new Headers(await res!.allHeaders()));
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      return violations;
    } finally {
      await page.close();
    }
  }

  it('the web client still loads and runs under the policy (the lobby renders, no violation reported)', async () => {
    await fetch(`${url}/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ gameId: 'high-card', seats: 2 }) });
    expect(await load('/', '#app table, #app .lobby, #app h1')).toEqual([]);
  }, 60_000);

  it('Swagger UI at /docs still loads under the policy', async () => {
    expect(await load('/docs', '#swagger-ui .information-container, #swagger-ui .opblock')).toEqual([]);
  }, 60_000);
});
