import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasskeyChallenges } from '../../src/accounts/passkeys/passkey-challenges.service';
import { createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { accountClient } from './support';

/** A WebAuthn response that answers `challenge` (its signature is never reached: the challenge is checked first). */
const answering = (challenge: string) => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin: 'http://localhost' })).toString('base64url'),
    attestationObject: 'AAAA',
  },
});

/**
 * The server's half of the passkey ceremonies (the browser test signs up and in with a real
 * authenticator): options, and challenges that are single-use, expiring and bound to their purpose.
 */
describe('accounts: passkey challenges', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db);
    client = accountClient(app);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answers creation options for a free username, for this host, and refuses a taken one', async () => {
    const res = await client.http().post('/passkeys/sign-up-options').set('Host', 'play.example.org').send({ username: 'pia' });
    expect(res.status).toBe(200);
    expect(res.body.options).toMatchObject({
      rp: { id: 'play.example.org', name: 'Stackbound' },
      user: { name: 'pia' },
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      authenticatorSelection: { residentKey: 'required' },
    });
    await client.signUp('ada');
    const taken = await client.http().post('/passkeys/sign-up-options').send({ username: 'ADA' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('USERNAME_TAKEN');
  });

  it('refuses a response to a challenge it never gave, or gave for another ceremony, and creates no account', async () => {
    const never = await client
      .http()
      .post('/passkeys/sign-up')
      .send({ response: answering('bm90LWlzc3VlZA') });
    expect(never.status).toBe(401);
    expect(never.body.code).toBe('PASSKEY_REFUSED');
    const signIn = await client.http().post('/passkeys/sign-in-options').send({});
    const crossed = await client
      .http()
      .post('/passkeys/sign-up')
      .send({ response: answering(signIn.body.options.challenge as string) });
    expect(crossed.body.code).toBe('PASSKEY_REFUSED');
    const accounts = (await app.get(DataSource).query(`SELECT username FROM accounts`)) as { username: string }[];
    expect(accounts.map((a) => a.username)).toEqual(['ada']);
  });

  it('takes a challenge once, and not after it expired', async () => {
    const challenges = app.get(PasskeyChallenges);
    await challenges.remember('once', 'sign-in', null, null);
    expect(await challenges.take('once', 'sign-in')).toMatchObject({ challenge: 'once', purpose: 'sign-in' });
    expect(await challenges.take('once', 'sign-in')).toBeNull();
    await challenges.remember('stale', 'sign-in', null, null);
    await app.get(DataSource).query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE challenge = 'stale'`);
    expect(await challenges.take('stale', 'sign-in')).toBeNull();
  });
});
