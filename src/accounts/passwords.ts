import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/**
 * argon2id at OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about 20-40 ms a hash
 * on a server core, slow enough to make guessing from a stolen table costly.
 */
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing. `verifyOrDummy` always runs one argon2 verification: against the account's hash,
 * or against a dummy hash when there is no such account, so that an unknown username costs the same
 * time as a wrong password and the answer's timing does not tell which usernames exist.
 */
@Injectable()
export class Passwords {
  private dummy: Promise<string> | null = null;
  /** How many verifications ran (the tests check that an unknown username runs one too). */
  verifications = 0;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verifyOrDummy(storedHash: string | null, password: string): Promise<boolean> {
    this.verifications += 1;
    if (storedHash === null) {
      await verify(await this.dummyHash(), password);
      return false;
    }
    return verify(storedHash, password);
  }

  /** A hash of a random password with the same parameters, made once per process. */
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(crypto.randomUUID());
    return this.dummy;
  }
}
