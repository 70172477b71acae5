import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptsFile } from '../../src/client';
import { shippedGames } from '../../src/games/registry';
import { claimSeats, createMatch, http, until } from '../realtime/support/harness';
import { browserSession, startWebServer, shownSeq } from './support';

interface Storage {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** The web table keeps the seat's receipts in localStorage, across reloads (docs/replay.md, "Evidence the players hold"). */
describe('web client: receipts kept per seat', () => {
  let url: string;
  const session = browserSession();

  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer(shippedGames, session));
  });
  afterAll(() => stop?.());

  it('stores a receipt for each seq the seat is shown, keeps earlier ones after a reload, and the receipts match the server', async () => {
    const matchId = await createMatch(url, { gameId: 'mansters', seats: 2 });
    const [p1] = await claimSeats(url, matchId, 2);
    const page = await session.newPage();
    await page.goto(url);
    await page.evaluate(([id, t]) => (globalThis as unknown as Storage).localStorage.setItem(`stackbound:seat:${id}`, JSON.stringify({ seat: 0, token: t })), [
      matchId,
      p1 ?? '',
    ] as const);
    await page.goto(`${url}/#/match/${matchId}`);
    await page.locator('.conn.ok').waitFor();
    const seq = (await http<{ seq: number }>(url, 'GET', `/matches/${matchId}`)).seq;
    await until(async () => (await shownSeq(page)) >= seq, `the page to reach seq ${seq}`);
    const stored = async (): Promise<ReceiptsFile | null> => {
      const raw = await page.evaluate((key) => (globalThis as unknown as Storage).localStorage.getItem(key), `stackbound:receipts:${matchId}:0`);
      return raw ? (JSON.parse(raw) as ReceiptsFile) : null;
    };
    const first = await until(stored, 'receipts in localStorage');
    expect(first).toMatchObject({ format: 'stackbound-receipts', matchId, signedHead: null });
    expect(first.receipts.at(-1)).toEqual({ seq, receipt: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // A concession ends the match: the reloaded page joins again (from scratch) and adds the end.
    const view = (await (await fetch(`${url}/matches/${matchId}/view`, { headers: { authorization: `Bearer ${p1}` } })).json()) as { seq: number };
    const conceded = await fetch(`${url}/matches/${matchId}/seats/0/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p1}` },
      body: JSON.stringify({ commandId: 'concede-1', command: { type: 'concede' }, expectedSeq: view.seq }),
    });
    const ack = (await conceded.json()) as { seq: number; receipt: string };
    expect(conceded.status).toBe(200);
    await page.reload();
    await page.locator('.conn.ok').waitFor();
    const after = await until(async () => {
      const s = await stored();
      return s?.signedHead ? s : null;
    }, 'the signed head in localStorage');
    expect(after.receipts).toEqual(expect.arrayContaining([...first.receipts, { seq: ack.seq, receipt: ack.receipt }]));
    expect(after.signedHead).toEqual((await http<{ signedHead: unknown }>(url, 'GET', `/matches/${matchId}`)).signedHead);
  });
});
