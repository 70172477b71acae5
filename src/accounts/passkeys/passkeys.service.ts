import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import { DomainError } from '../../errors/domain-error';
import { Accounts, type AccountInfo } from '../accounts.service';
import { PasskeyChallenges, type ChallengePurpose, type StoredChallenge } from './passkey-challenges.service';
import { challengeOf, type RelyingParty } from './relying-party';

const RP_NAME = 'Stackbound';

interface CredentialRow {
  credential_id: string;
  account_id: string;
  username: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
}

const refused = (why: string) => DomainError.of('PASSKEY_REFUSED', `the passkey was not accepted: ${why}`);

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): sign up with one (an account without a password), add
 * one to a signed-in account, and sign in with one. Every ceremony starts with a challenge stored
 * server-side and ends by taking it (single use, expiring). Passkeys are discoverable
 * ("resident"): signing in asks for no username, the authenticator offers this site's passkeys.
 */
@Injectable()
export class Passkeys {
  constructor(
    private readonly db: DataSource,
    private readonly challenges: PasskeyChallenges,
    private readonly accounts: Accounts,
  ) {}

  /** Options to create a passkey for a new account named `username` (taken names are refused now, and again at the end). */
  async signUpOptions(rp: RelyingParty, username: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    if (await this.accounts.usernameTaken(username)) throw DomainError.of('USERNAME_TAKEN', `the username "${username}" is taken`);
    return this.registrationOptions(rp, 'sign-up', { accountId: randomUUID(), username }, []);
  }

  /** Makes the account of a sign-up ceremony, with its passkey and no password. */
  async signUp(rp: RelyingParty, response: RegistrationResponseJSON): Promise<AccountInfo> {
    const challenge = await this.takeChallenge(response.response?.clientDataJSON, 'sign-up');
    const credential = await this.verifyRegistration(rp, challenge, response);
    const account = await this.accounts.signUpWithoutPassword(challenge.accountId!, challenge.username!);
    await this.store(account.accountId, credential);
    return account;
  }

  /** Options to add a passkey to a signed-in account (its passkeys excluded: an authenticator holds one per account). */
  async addOptions(rp: RelyingParty, account: AccountInfo): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const rows = (await this.db.query(`SELECT credential_id, transports FROM passkey_credentials WHERE account_id = $1`, [account.accountId])) as {
      credential_id: string;
      transports: string[];
    }[];
    return this.registrationOptions(
      rp,
      'add',
      account,
      rows.map((r) => ({ id: r.credential_id, transports: r.transports })),
    );
  }

  async add(rp: RelyingParty, accountId: string, response: RegistrationResponseJSON): Promise<string> {
    const challenge = await this.takeChallenge(response.response?.clientDataJSON, 'add');
    if (challenge.accountId !== accountId) throw refused('the ceremony was started by another account');
    const credential = await this.verifyRegistration(rp, challenge, response);
    await this.store(accountId, credential);
    return credential.id;
  }

  async signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'preferred' });
    await this.challenges.remember(options.challenge, 'sign-in', null, null);
    return options;
  }

  /** The account whose passkey signed this sign-in challenge; the authenticator's counter is kept. */
  async signIn(rp: RelyingParty, response: AuthenticationResponseJSON): Promise<AccountInfo> {
    const challenge = await this.takeChallenge(response.response?.clientDataJSON, 'sign-in');
    const rows = (await this.db.query(
      `SELECT c.credential_id, c.account_id, a.username, c.public_key, c.counter, c.transports
         FROM passkey_credentials c JOIN accounts a USING (account_id) WHERE c.credential_id = $1`,
      [response.id],
    )) as CredentialRow[];
    const row = rows[0];
    if (!row) throw refused('this passkey belongs to no account here');
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: { id: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter), transports: row.transports },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw refused((error as Error).message);
    });
    if (!verification.verified) throw refused('the signature does not verify');
    await this.db.query(`UPDATE passkey_credentials SET counter = $2 WHERE credential_id = $1`, [
      row.credential_id,
      verification.authenticationInfo.newCounter,
    ]);
    return { accountId: row.account_id, username: row.username };
  }

  private async registrationOptions(
    rp: RelyingParty,
    purpose: ChallengePurpose,
    account: AccountInfo,
    exclude: { id: string; transports: string[] }[],
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpId,
      userName: account.username,
      // The user handle is the account id: a discoverable passkey names its account.
      userID: new Uint8Array(Buffer.from(account.accountId, 'utf8')),
      attestationType: 'none',
      excludeCredentials: exclude,
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.challenges.remember(options.challenge, purpose, account.accountId, account.username);
    return options;
  }

  private async takeChallenge(clientDataJSON: unknown, purpose: ChallengePurpose): Promise<StoredChallenge> {
    const sent = challengeOf(clientDataJSON);
    const challenge = sent === null ? null : await this.challenges.take(sent, purpose);
    if (!challenge) throw refused('no such challenge (unknown, used already, or expired)');
    return challenge;
  }

  private async verifyRegistration(rp: RelyingParty, challenge: StoredChallenge, response: RegistrationResponseJSON) {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw refused((error as Error).message);
    });
    if (!verification.verified) throw refused('the attestation does not verify');
    return verification.registrationInfo.credential;
  }

  private async store(accountId: string, credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] }): Promise<void> {
    await this.db.query(`INSERT INTO passkey_credentials (credential_id, account_id, public_key, counter, transports) VALUES ($1, $2, $3, $4, $5)`, [
      credential.id,
      accountId,
      Buffer.from(credential.publicKey),
      credential.counter,
      credential.transports ?? [],
    ]);
  }
}
