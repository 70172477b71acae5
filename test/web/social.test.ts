import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../support/app';
import { highCard } from '../support/test-game';
import { browserSession, postSeatCommand, screenshot, signUpInPage, startWebServer } from './support';

/**
 * Playing with people in the browser (docs/social.md, docs/web.md): an unlisted high-card match
 * created by A, whose invitation link B opens to take the other seat; the match chat, as players
 * and as a spectator; the end by concession; the rematch offered by A and accepted by B, both
 * landing on the new match, linked back to the old one.
 */
describe('web client: invitations, chat, rematch', () => {
  let url: string;
  const session = browserSession();
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await startWebServer([highCard], session));
  });
  afterAll(() => stop?.());

  const matchOf = (page: Page) => /#\/match\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  const seatToken = (page: Page, matchId: string) =>
    page.evaluate((id) => (JSON.parse(localStorage.getItem(`stackbound:seat:${id}`) ?? 'null') as { token: string } | null)?.token ?? null, matchId);
  const chatLines = (page: Page) => page.locator('#chat-lines .chat-body').allTextContents();

  it('A invites B to an unlisted match; they chat, a spectator reads; A offers a rematch, B accepts, both play it', async () => {
    const a = await session.newPage();
    const b = await session.newPage();
    const watcher = await session.newPage();

    // A creates an unlisted two-seat match and keeps P1; the table shows the invitation for P2 only.
    await a.goto(url);
    await a.locator('#game').selectOption('high-card');
    await a.locator('.seat-kind[data-seat="1"]').selectOption('');
    await a.locator('#player-name').fill('Ann');
    await a.locator('#unlisted').check();
    await a.locator('#create').click();
    await a.locator('#invitations').waitFor();
    const matchId = matchOf(a);
    expect(await a.locator('#invitations li').count()).toBe(1);
    expect(await a.locator('#invitations li[data-seat="1"]').count()).toBe(1);
    const link = await a.locator('#invitations .invitation-url').inputValue();
    expect(link).toContain('#/invitations/');
    // Copy says "Copied" once the clipboard holds the link, not before.
    const copy = a.locator('#invitations .copy-invitation');
    expect(await copy.textContent()).toBe('Copy');
    await a.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(
      await a.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText()),
    ).toBe(link);
    // Unlisted: the lobby does not show it.
    await watcher.goto(url);
    await watcher.locator('.match-list h2').first().waitFor();
    expect(await watcher.locator(`tr[data-match="${matchId}"]`).count()).toBe(0);

    // B opens the link, takes P2 and lands on the table.
    await b.goto(link);
    await b.locator('#accept-invitation', { hasText: 'P2' }).waitFor();
    // The match by its game and players, as every page names it, never by its id.
    await b.locator('#invitation-title', { hasText: '·' }).waitFor();
    expect(await b.locator('#invitation-title').textContent()).toBe('Invitation to P2 · High card (test game), Ann vs P2');
    await b.locator('#invitation-name').fill('Bob');
    await b.locator('#accept-invitation').click();
    await b.waitForURL(`**/#/match/${matchId}`);
    await b.locator('h1', { hasText: 'Playing as P2' }).waitFor();
    expect(await b.locator('#invitations').count()).toBe(0);
    // The link is used up: a second visit says so.
    const again = await session.newPage();
    await again.goto(link);
    await again.locator('#invitation-used').waitFor();
    expect(await again.locator('#accept-invitation').count()).toBe(0);

    // The chat is pushed, not polled: A's page reads it once, when the panel opens.
    const chatReads: string[] = [];
    const rematchReads: string[] = [];
    a.on('request', (r) => {
      if (r.method() === 'GET' && r.url().endsWith(`/matches/${matchId}/chat`)) chatReads.push(r.url());
      if (r.method() === 'GET' && r.url().endsWith(`/matches/${matchId}/rematch`)) rematchReads.push(r.url());
    });
    // A chat line each; the anonymous spectator reads both but may not write.
    for (const [page, text] of [
      [a, 'good luck'],
      [b, 'have fun <b>bold</b>'],
    ] as const) {
      await page.locator('#chat-toggle').click();
      await page.locator('#chat-text').fill(text);
      await page.locator('#chat-send').click();
      await page.locator('#chat-lines .chat-body', { hasText: text }).waitFor();
    }
    await a.locator('#chat-lines .chat-body', { hasText: 'have fun' }).waitFor();
    expect(await chatLines(a)).toEqual(['good luck', 'have fun <b>bold</b>']); // text, never markup
    expect(await a.locator('#chat-lines b b').count()).toBe(0);
    await watcher.goto(`${url}/#/match/${matchId}?watch`);
    await watcher.locator('#chat-toggle').click();
    await watcher.locator('#chat-lines .chat-body', { hasText: 'have fun' }).waitFor();
    expect(await chatLines(watcher)).toEqual(['good luck', 'have fun <b>bold</b>']);
    await watcher.locator('#chat-text').fill('go left');
    await watcher.locator('#chat-send').click();
    await watcher.locator('#chat-error', { hasText: 'CHAT_NEEDS_AUTHOR' }).waitFor();
    // A signed-in spectator writes to spectator chat: spectators read it, the players do not while
    // the match is live (the server told the sockets before answering Sam, so B's later line
    // reaches A after anything Sam's line could have).
    const sam = await session.newPage();
    await sam.goto(url);
    await signUpInPage(sam, 'sam', 'a spectator password 42');
    await sam.goto(`${url}/#/match/${matchId}?watch`);
    await sam.reload(); // a page load asks who is signed in (and gets the CSRF token)
    await sam.locator('#chat-toggle').click();
    await sam.locator('#chat-text').fill('go left');
    await sam.locator('#chat-send').click();
    await sam.locator('.chat-line.spectators', { hasText: 'sam (spectator): go left' }).waitFor();
    await watcher.locator('.chat-line.spectators .chat-body', { hasText: 'go left' }).waitFor();
    await b.locator('#chat-text').fill('your move');
    await b.locator('#chat-send').click();
    await a.locator('#chat-lines .chat-body', { hasText: 'your move' }).waitFor();
    expect(await chatLines(a)).toEqual(['good luck', 'have fun <b>bold</b>', 'your move']);
    expect(await b.locator('.chat-line.spectators').count()).toBe(0);
    expect(chatReads).toHaveLength(1);
    // A reports B's line: the action turns into a mark on that line only.
    await a.locator('.chat-line', { hasText: 'your move' }).locator('.chat-report').click();
    await a.locator('.chat-line', { hasText: 'your move' }).locator('text=reported').waitFor();
    expect(await a.locator('.chat-line', { hasText: 'good luck' }).locator('.chat-report').count()).toBe(1);
    // The chat box stays within a fifth of the viewport.
    const box = await watcher.locator('#chat').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(900 * 0.2 + 1);

    // B concedes (over REST with its seat token); both see the game over, A offers a rematch.
    const bToken = await seatToken(b, matchId);
    const res = await postSeatCommand(url, matchId, 1, bToken!, { commandId: 'social-concede', command: { type: 'concede' } });
    expect(res.status).toBe(200);
    // Over: the players now read spectator chat too (read once more at the end).
    await a.locator('.chat-line.spectators .chat-body', { hasText: 'go left' }).waitFor();
    expect(chatReads).toHaveLength(2);
    await a.locator('#rematch', { hasText: 'Offer a rematch' }).click();
    await a.locator('#rematch-waiting', { hasText: '1 of 2' }).waitFor();
    expect(await a.locator('#go-to-rematch').count()).toBe(0);
    // The spectator sees the offer but has no button.
    await watcher.locator('#rematch-panel', { hasText: '1 of 2' }).waitFor();
    expect(await watcher.locator('#rematch').count()).toBe(0);
    await b.locator('#rematch', { hasText: 'Accept rematch (1 of 2)' }).click();

    // Both go to the rematch, each on its own seat, linked back to the old match.
    await b.locator('#go-to-rematch').click();
    await b.waitForURL((u) => u.hash.startsWith('#/match/') && !u.hash.includes(matchId));
    await b.locator('h1', { hasText: 'Playing as P2' }).waitFor();
    const rematchId = matchOf(b);
    expect(rematchId).not.toBe(matchId);
    await a.locator('#go-to-rematch').click(); // the server pushed B's acceptance to A's table
    expect(rematchReads).toHaveLength(1); // read once when the game-over panel appeared
    await a.waitForURL(`**/#/match/${rematchId}`);
    await a.locator('h1', { hasText: 'Playing as P1' }).waitFor();
    expect(await seatToken(a, rematchId)).toBeTruthy();
    await a.locator('#table-rematch-of').waitFor();
    // The new match's table links back to the old match; the old one's panel links to the new.
    expect(await a.locator('#game-over').count()).toBe(0);
    expect(await a.locator('#table-rematch-of').getAttribute('href')).toBe(`#/replay/${matchId}`);
    await expect.poll(() => a.locator('#table-rematch-of').textContent()).toBe('Rematch of High card (test game), Ann vs Bob');
    await watcher.locator('#rematch-link').waitFor();
    expect(await watcher.locator('#rematch-link').getAttribute('href')).toBe(`#/match/${rematchId}?watch`);
    for (const errors of session.pageErrors) expect(errors).toEqual([]);
  }, 60_000);

  it('an invitation addressed to an account reaches it as a notice; it takes the seat from there; a dispute and its verdict appear live', async () => {
    const signUp = async (page: Page, username: string) => {
      await page.goto(url);
      await signUpInPage(page, username);
      await page.reload(); // the header's notices connect with the new session
    };
    const ann = await session.newPage();
    const dan = await session.newPage();
    await signUp(dan, 'dan');
    await dan.locator('.notices summary').waitFor();
    expect(await dan.locator('.notice-count').count()).toBe(0);

    // Ann creates an unlisted match and addresses P2's invitation to Dan instead of sending the link.
    await ann.goto(url);
    await ann.locator('#game').selectOption('high-card');
    await ann.locator('.seat-kind[data-seat="1"]').selectOption('');
    await ann.locator('#player-name').fill('Ann');
    await ann.locator('#unlisted').check();
    await ann.locator('#create').click();
    await ann.locator('#invitations').waitFor();
    const matchId = matchOf(ann);
    await ann.locator('#invitations li[data-seat="1"] .invitee').fill('nobody');
    await ann.locator('#invitations li[data-seat="1"] .invite-account').click();
    await ann.locator('.invitee-status', { hasText: 'UNKNOWN_PLAYER' }).waitFor();
    await ann.locator('#invitations li[data-seat="1"] .invitee').fill('dan');
    await ann.locator('#invitations li[data-seat="1"] .invite-account').click();
    await ann.locator('.invitee-status', { hasText: 'invited dan' }).waitFor();

    // Dan's header counts the notice; it opens the addressed invitation, which takes the seat.
    await dan.locator('.notice-count', { hasText: '1' }).waitFor();
    await dan.locator('.notices summary').click();
    await dan.locator('.notice-invited a').click();
    await dan.waitForURL(`**/#/invited/${matchId}/1`);
    await dan.locator('#accept-invited', { hasText: 'P2' }).click();
    await dan.waitForURL(`**/#/match/${matchId}`);
    await dan.locator('h1', { hasText: 'Playing as P2' }).waitFor();

    // Dan concedes; a watcher keeps the dispute page open while Dan disputes a step on his own
    // dispute page and a reviewer decides it on the review page: both appear without a reload.
    const danToken = await seatToken(dan, matchId);
    const conceded = await postSeatCommand(url, matchId, 1, danToken!, { commandId: 'invited-concede', command: { type: 'concede' } });
    expect(conceded.status).toBe(200);
    const watcher = await session.newPage();
    await watcher.goto(`${url}/#/dispute/${matchId}`);
    await watcher.locator('#no-disputes').waitFor();
    // A spectator holds no seat: it can read disputes, not open one.
    expect(await watcher.locator('#open-dispute').count()).toBe(0);

    // Dan's matches name it by its game and its players, never by the game's id.
    await dan.goto(`${url}/#/me`);
    const mine = dan.locator(`.my-matches li[data-match="${matchId}"]`);
    await mine.waitFor();
    expect(await mine.textContent()).toBe(`${highCard.displayName}, Ann vs dan`);

    await dan.goto(`${url}/#/dispute/${matchId}`);
    await dan.locator('tr[data-seq="3"]').click();
    await dan.locator('#dispute-claim').fill('I was rushed');
    await dan.locator('#open-dispute', { hasText: 'step 3' }).click();
    await dan.locator('.dispute.open', { hasText: 'I was rushed' }).waitFor();
    await watcher.locator('.dispute.open', { hasText: 'I was rushed' }).waitFor();
    expect(await watcher.locator('#no-disputes').count()).toBe(0);
    expect(await watcher.locator('.verdict.pending').count()).toBe(1);

    // Rex reviews: refused until the operator grants the role, then the dispute is listed with
    // its step's reasons, its dice and the audit, and Rex rejects it with a note.
    const rex = await session.newPage();
    await signUp(rex, 'rex');
    await rex.goto(`${url}/#/reviews`);
    await rex.locator('#reviews-refused', { hasText: 'does not review' }).waitFor();
    expect(await rex.locator('.review').count()).toBe(0);
    const granted = await fetch(`${url}/reviewers/rex`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      body: JSON.stringify({ reviewer: true }),
    });
    expect(granted.status).toBe(200);
    await rex.reload();
    const review = rex.locator('.review', { hasText: 'I was rushed' });
    await review.waitFor();
    expect(await rex.locator('#reviews-refused').count()).toBe(0);
    await review.locator('h2', { hasText: 'Why was #3 legal?' }).waitFor();
    // The match and the claimant by name, as the dispute page says them, never by id.
    expect(await review.locator('h2 a').first().textContent()).toBe(`${highCard.displayName}, Ann vs dan`);
    expect(await review.locator('.review-claim b').textContent()).toBe('P2 · dan claims:');
    await review.locator('.review-audit.ok', { hasText: 'clean' }).waitFor();
    await screenshot(rex, '45-review-open-dispute');
    await review.locator('.verdict-note').fill('the concession stands');
    await review.locator('button.reject').click();
    await rex.locator('#no-open-disputes').waitFor();
    await watcher.locator('.verdict.rejected', { hasText: 'Rejected by rex: the concession stands' }).waitFor();
    await dan.locator('.verdict.rejected', { hasText: 'the concession stands' }).waitFor();
    expect(await watcher.locator('.verdict.pending').count()).toBe(0);
    for (const errors of session.pageErrors) expect(errors).toEqual([]);
  }, 60_000);
});
