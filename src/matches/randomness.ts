import { randomBytes } from 'node:crypto';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { newSeed } from '../fairness/seed';

/**
 * The server's two sources of chance: each new match's secret seed (the deal, the dice) and the
 * bots' own draws (never the match seed, so a bot's choice reveals nothing about future draws). A
 * server draws fresh random bytes; a test whose assertions depend on the deal or a bot's choice
 * passes fixed ones, so every run plays the same match and a failure is never a matter of luck.
 */
export abstract class Randomness {
  /** A new match's secret seed (64 hex digits). */
  abstract matchSeed(): string;
  /** Four 32-bit words for one bot decision. */
  abstract botWords(): number[];
}

const fresh: Randomness = {
  matchSeed: newSeed,
  botWords: () => {
    const bytes = randomBytes(16);
    return [bytes.readInt32BE(0), bytes.readInt32BE(4), bytes.readInt32BE(8), bytes.readInt32BE(12)];
  },
};

@Global()
@Module({})
export class RandomnessModule {
  static forRoot(source: Randomness = fresh): DynamicModule {
    return { module: RandomnessModule, providers: [{ provide: Randomness, useValue: source }], exports: [Randomness] };
  }
}
