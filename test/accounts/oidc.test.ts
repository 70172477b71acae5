import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { FIXED_USER, LocalOidcProvider, TEST_CLIENT } from '../support/local-oidc-provider';
import { accountClient, sessionCookieOf } from './support';

/** Registered at the provider; never contacted: the test carries the provider's answer to the app itself. */
const REDIRECT_URI = 'http://127.0.0.1:7129/auth/oidc/callback';

/** The `name=value` of the sign-in's state cookie an answer set. */
function stateCookieOf(setCookie: string[] | undefined): string {
  const cookie = setCookie?.find((c) => c.startsWith('__Host-stackbound_oidc=') && !c.includes('Max-Age=0'));
  if (!cookie) throw new Error(`no state cookie in ${JSON.stringify(setCookie)}`);
  return cookie.split(';')[0]!;
}

/**
 * OpenID Connect sign-in against a real provider (oidc-provider) running in this process: the
 * authorization code flow with PKCE, the state bound to the browser by its cookie, the nonce and the
 * ID token checked by openid-client. Accounts made at a first sign-in, the same account at the next,
 * linking to a signed-in account, and the answers refused: a wrong or spent state, a provider's
 * refusal, an identity linked elsewhere, a link without the CSRF token.
 */
describe('OpenID Connect sign-in', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let idp: LocalOidcProvider;
  const client = () => accountClient(app);
  const accountCount = async () => ((await app.get(DataSource).query(`SELECT count(*)::int AS n FROM accounts`)) as { n: number }[])[0]!.n;

  beforeAll(async () => {
    idp = await LocalOidcProvider.listen();
    await idp.register([REDIRECT_URI]);
    db = await createTestDatabase();
    app = await createTestApp(db, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: 'Test Identity',
      OIDC_REDIRECT_URI: REDIRECT_URI,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await idp?.close();
  });

  /** A browser that begins at the app (carrying `cookie`, if any), signs in at the provider and comes back: the provider's answer and the state cookie. */
  async function throughProvider(begin: () => Promise<{ location: string; setCookie: string[] | undefined }>) {
    const { location, setCookie } = await begin();
    const state = stateCookieOf(setCookie);
    const back = await idp.authorize(location, REDIRECT_URI);
    return { back, state };
  }

  const beginSignIn = async () => {
    const res = await client().http().get('/auth/oidc/sign-in');
    expect(res.status).toBe(302);
    return { location: res.headers.location as string, setCookie: res.headers['set-cookie'] as unknown as string[] };
  };

  const callback = (back: URL, cookies: readonly string[]) =>
    client()
      .http()
      .get(back.pathname + back.search)
      .set('Cookie', cookies.join('; '));

  it('names the provider for the sign-in page', async () => {
    expect((await client().http().get('/auth/providers')).body).toEqual({ oidc: { name: 'Test Identity' } });
  });

  it('makes an account at the first sign-in (the name made unique), and signs in to the same account at the next', async () => {
    // "ada" is taken by a password account: the provider's ada becomes ada-2.
    await client().signUp('ada');
    const before = await accountCount();
    const first = await throughProvider(beginSignIn);
    expect(first.back.searchParams.get('code')).toBeTruthy();
    const signedIn = await callback(first.back, [first.state]);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe('/#/account');
    const session = sessionCookieOf(signedIn);
    const me = await client().me(session);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ account: { username: 'ada-2' } });
    expect(await accountCount()).toBe(before + 1);

    // Again, from the browser still holding that session: the same account, a new session (the old one ends).
    const second = await throughProvider(beginSignIn);
    const again = await callback(second.back, [second.state, session]);
    expect(again.status).toBe(302);
    const next = sessionCookieOf(again);
    expect(next).not.toBe(session);
    expect((await client().me(next)).body).toMatchObject({ account: { accountId: (me.body as { account: { accountId: string } }).account.accountId } });
    expect((await client().me(session)).status).toBe(401);
    expect(await accountCount()).toBe(before + 1);
  });

  it('refuses an answer whose state is not the browser’s, or already used, with a 403 and changes nothing', async () => {
    idp.signInAs({ sub: 'subject-mallory', preferred_username: 'mallory' });
    const before = await accountCount();
    const mine = await throughProvider(beginSignIn);
    const theirs = await throughProvider(beginSignIn);

    // Another browser's answer (login CSRF: a link to the callback with someone else's code).
    const crossed = await callback(theirs.back, [mine.state]);
    expect(crossed.status).toBe(403);
    expect(crossed.body).toMatchObject({ code: 'OIDC_STATE_REFUSED' });
    // No state cookie at all.
    const bare = await callback(mine.back, []);
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ code: 'OIDC_STATE_REFUSED' });
    // A state the answer does not carry.
    const stripped = new URL(mine.back);
    stripped.searchParams.delete('state');
    expect((await callback(stripped, [mine.state])).body).toMatchObject({ code: 'OIDC_STATE_REFUSED' });
    expect(await accountCount()).toBe(before);

    // The right answer works once; the same answer again is refused.
    expect((await callback(mine.back, [mine.state])).status).toBe(302);
    const replayed = await callback(mine.back, [mine.state]);
    expect(replayed.status).toBe(403);
    expect(replayed.body).toMatchObject({ code: 'OIDC_STATE_REFUSED' });
    expect(await accountCount()).toBe(before + 1);
    idp.signInAs(FIXED_USER);
  });

  it('refuses a provider’s refusal with OIDC_REFUSED', async () => {
    const { setCookie } = await beginSignIn();
    const state = stateCookieOf(setCookie);
    const refusal = new URL(REDIRECT_URI);
    refusal.search = new URLSearchParams({ error: 'access_denied', state: state.split('=')[1]!, iss: idp.issuer }).toString();
    const res = await callback(refusal, [state]);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'OIDC_REFUSED' });
  });

  it('links an identity to the signed-in account, which it signs in to from then on; never one linked elsewhere', async () => {
    const linus = await client().signUp('linus');
    const beginLink = (csrf: string | null) => {
      const req = client().http().post('/me/oidc/link').set('Cookie', linus.cookie);
      if (csrf) req.set('X-CSRF-Token', csrf);
      return req.send({});
    };
    const withoutToken = await beginLink(null);
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body).toMatchObject({ code: 'CSRF_REFUSED' });

    idp.signInAs({ sub: 'subject-linus', preferred_username: 'torvalds' });
    const link = await throughProvider(async () => {
      const res = await beginLink(linus.csrfToken);
      expect(res.status).toBe(200);
      return { location: (res.body as { authorizationUrl: string }).authorizationUrl, setCookie: res.headers['set-cookie'] as unknown as string[] };
    });
    const linked = await callback(link.back, [link.state, linus.cookie]);
    expect(linked.status).toBe(302);
    expect(linked.headers.location).toBe('/#/account');
    // Linking keeps the session: no new session cookie.
    expect((linked.headers['set-cookie'] as unknown as string[]).some((c) => c.includes('stackbound_session='))).toBe(false);

    const before = await accountCount();
    const signIn = await throughProvider(beginSignIn);
    const signedIn = await callback(signIn.back, [signIn.state]);
    expect((await client().me(sessionCookieOf(signedIn))).body).toMatchObject({ account: { accountId: linus.accountId, username: 'linus' } });
    expect(await accountCount()).toBe(before);

    // The same identity cannot be linked to another account.
    const other = await client().signUp('otto');
    const again = await throughProvider(async () => {
      const res = await client().http().post('/me/oidc/link').set('Cookie', other.cookie).set('X-CSRF-Token', other.csrfToken).send({});
      return { location: (res.body as { authorizationUrl: string }).authorizationUrl, setCookie: res.headers['set-cookie'] as unknown as string[] };
    });
    const refused = await callback(again.back, [again.state, other.cookie]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IDENTITY_LINKED' });
    idp.signInAs(FIXED_USER);
  });

  it('unlinks an identity from an account that can still sign in; never the only way in of an account', async () => {
    const olga = await client().signUp('olga');
    const linkedOf = async (who: { cookie: string }) =>
      ((await client().http().get('/me/oidc').set('Cookie', who.cookie)).body as { identities: { issuer: string }[] }).identities;
    const unlink = (who: { cookie: string; csrfToken: string } | { cookie: string }) => {
      const req = client().http().delete('/me/oidc').set('Cookie', who.cookie);
      if ('csrfToken' in who) req.set('X-CSRF-Token', who.csrfToken);
      return req;
    };
    expect(await linkedOf(olga)).toEqual([]);
    const none = await unlink(olga);
    expect([none.status, none.body.code]).toEqual([404, 'NO_LINKED_IDENTITY']);

    idp.signInAs({ sub: 'subject-olga', preferred_username: 'olga' });
    const link = await throughProvider(async () => {
      const res = await client().http().post('/me/oidc/link').set('Cookie', olga.cookie).set('X-CSRF-Token', olga.csrfToken).send({});
      return { location: (res.body as { authorizationUrl: string }).authorizationUrl, setCookie: res.headers['set-cookie'] as unknown as string[] };
    });
    expect((await callback(link.back, [link.state, olga.cookie])).status).toBe(302);
    expect((await linkedOf(olga)).map((i) => i.issuer)).toHaveLength(1);

    // Without the CSRF token: refused, still linked.
    const forged = await unlink({ cookie: olga.cookie });
    expect([forged.status, forged.body.code]).toEqual([403, 'CSRF_REFUSED']);
    expect(await linkedOf(olga)).toHaveLength(1);
    const unlinked = await unlink(olga);
    expect(unlinked.status).toBe(204);
    expect(await linkedOf(olga)).toEqual([]);
    // The identity no longer reaches olga's account: its next sign-in makes an account of its own.
    const before = await accountCount();
    const signIn = await throughProvider(beginSignIn);
    const signedIn = await callback(signIn.back, [signIn.state]);
    const fresh = { cookie: sessionCookieOf(signedIn) };
    const me = (await client().me(fresh.cookie)).body as { account: { accountId: string }; csrfToken: string };
    expect(me.account.accountId).not.toBe(olga.accountId);
    expect(await accountCount()).toBe(before + 1);

    // That account has no password and no passkey: unlinking would lock it out.
    const locked = await unlink({ cookie: fresh.cookie, csrfToken: me.csrfToken });
    expect([locked.status, locked.body.code]).toEqual([409, 'LAST_SIGN_IN_METHOD']);
    expect(await linkedOf(fresh)).toHaveLength(1);
    idp.signInAs(FIXED_USER);
  });

  it('answers 503 OIDC_UNAVAILABLE while the provider cannot be reached, and changes nothing', async () => {
    // Nothing listens on this port of the test range: discovery fails.
    const unreachable = await createTestApp(db, {
      OIDC_ISSUER: 'http://127.0.0.1:7128',
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: 'Gone',
      OIDC_REDIRECT_URI: REDIRECT_URI,
    });
    try {
      const res = await accountClient(unreachable).http().get('/auth/oidc/sign-in');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'OIDC_UNAVAILABLE' });
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });

  it('is off without a configured provider: no provider named, sign-in refused', async () => {
    // Empty values unset what the first app of this process left in its environment.
    const plain = await createTestApp(db, { OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '', OIDC_NAME: '', OIDC_REDIRECT_URI: '' });
    try {
      expect((await accountClient(plain).http().get('/auth/providers')).body).toEqual({ oidc: null });
      const res = await accountClient(plain).http().get('/auth/oidc/sign-in');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'OIDC_DISABLED' });
    } finally {
      await plain.close();
    }
  });
});
