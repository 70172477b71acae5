import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Passwords } from '../../src/accounts/passwords';
import { accountClient } from './support';

describe('accounts: sign-up, sign-in, sessions', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, { SIGN_IN_MAX_FAILURES: 3, SIGN_IN_MAX_FAILURES_PER_ADDRESS: 1000 });
    client = accountClient(app);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('signs up: an HTTP-only, Secure, SameSite __Host- cookie for the whole site, and the CSRF token in the body', async () => {
    const res = await client.http().post('/accounts').send({ username: 'ada', password: 'correct horse battery' });
    expect(res.status).toBe(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/^__Host-stackbound_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.body).toEqual({ account: { accountId: expect.any(String), username: 'ada' }, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    // The token is not in the body: only the cookie carries it.
    expect(JSON.stringify(res.body)).not.toContain(cookie.split(';')[0]!.split('=')[1]!);
    const me = await client.me(cookie.split(';')[0]!);
    expect(me.status).toBe(200);
    expect(me.body.account.username).toBe('ada');
  });

  it('refuses a username taken in any case, and malformed credentials, with catalogued codes', async () => {
    await client.signUp('grace');
    const taken = await client.http().post('/accounts').send({ username: 'GRACE', password: 'another password' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('USERNAME_TAKEN');
    const short = await client.http().post('/accounts').send({ username: 'x', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('MALFORMED_REQUEST');
    expect(short.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown username and a wrong password the same way, each after one password verification', async () => {
    await client.signUp('linus');
    const passwords = app.get(Passwords);
    const before = passwords.verifications;
    const wrong = await client.http().post('/sessions').send({ username: 'linus', password: 'not the password' });
    const afterWrong = passwords.verifications;
    const unknown = await client.http().post('/sessions').send({ username: 'nobody-here', password: 'not the password' });
    expect(afterWrong - before).toBe(1);
    expect(passwords.verifications - afterWrong).toBe(1);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('throttles sign-in per username after its failures, for an existing and an unknown username alike, even with the right password', async () => {
    await client.signUp('barbara');
    for (const username of ['barbara', 'ghost-user']) {
      for (let i = 0; i < 3; i += 1) {
        expect((await client.http().post('/sessions').send({ username, password: 'wrong password' })).status).toBe(401);
      }
    }
    const right = await client.http().post('/sessions').send({ username: 'barbara', password: 'correct horse battery' });
    const ghost = await client.http().post('/sessions').send({ username: 'ghost-user', password: 'correct horse battery' });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('RATE_LIMITED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(ghost.status).toBe(429);
    expect(ghost.body).toEqual(right.body);
    // Another username from the same address is not affected by these.
    await client.signUp('edsger');
    expect((await client.http().post('/sessions').send({ username: 'edsger', password: 'correct horse battery' })).status).toBe(200);
  });

  it('no session fixation: a sign-in ends the session the request carried and starts a new one; a made-up cookie is no session', async () => {
    const first = await client.signUp('alan');
    const second = await client.signIn('alan', undefined, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.csrfToken).not.toBe(first.csrfToken);
    expect((await client.me(first.cookie)).status).toBe(401);
    expect((await client.me(second.cookie)).status).toBe(200);
    const planted = `__Host-stackbound_session=${'A'.repeat(43)}`;
    const withPlanted = await client.signIn('alan', undefined, planted);
    expect(withPlanted.cookie).not.toBe(planted);
    expect((await client.me(planted)).status).toBe(401);
  });

  it('revokes: sign out here ends this session only; sign out everywhere ends them all', async () => {
    const laptop = await client.signUp('margaret');
    const phone = await client.signIn('margaret');
    const tablet = await client.signIn('margaret');
    const out = await client.http().delete('/sessions/current').set('Cookie', laptop.cookie).set('X-CSRF-Token', laptop.csrfToken);
    expect(out.status).toBe(204);
    expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^__Host-stackbound_session=; .*Max-Age=0/);
    expect((await client.me(laptop.cookie)).status).toBe(401);
    expect((await client.me(phone.cookie)).status).toBe(200);
    const everywhere = await client.http().delete('/sessions').set('Cookie', phone.cookie).set('X-CSRF-Token', phone.csrfToken);
    expect(everywhere.status).toBe(204);
    expect((await client.me(phone.cookie)).status).toBe(401);
    const gone = await client.me(tablet.cookie);
    expect(gone.status).toBe(401);
    expect(gone.body.code).toBe('NOT_SIGNED_IN');
  });

  it("refuses a cookie-authenticated write without the session's CSRF token, or with another session's, and changes nothing", async () => {
    const mine = await client.signUp('hedy');
    const other = await client.signUp('frances');
    const none = await client.http().delete('/sessions').set('Cookie', mine.cookie);
    const foreign = await client.http().delete('/sessions').set('Cookie', mine.cookie).set('X-CSRF-Token', other.csrfToken);
    for (const res of [none, foreign]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CSRF_REFUSED');
    }
    expect((await client.me(mine.cookie)).status).toBe(200);
  });

  it('sends no Referer from its pages (Referrer-Policy: no-referrer)', async () => {
    const res = await client.http().get('/games');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('accounts: sign-in throttled per address', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, { SIGN_IN_MAX_FAILURES: 100, SIGN_IN_MAX_FAILURES_PER_ADDRESS: 4 });
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('refuses an address that failed too often over many usernames, even for a right password', async () => {
    const client = accountClient(app);
    await client.signUp('ada');
    for (let i = 0; i < 4; i += 1) {
      expect(
        (
          await client
            .http()
            .post('/sessions')
            .send({ username: `guess-${i}`, password: 'wrong password' })
        ).status,
      ).toBe(401);
    }
    const res = await client.http().post('/sessions').send({ username: 'ada', password: 'correct horse battery' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
  });
});
