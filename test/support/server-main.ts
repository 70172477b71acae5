/**
 * The server as the crash tests run it: the real bootstrap, plus the test-only game. Compiled by
 * the vitest global setup into dist-test/ and started as a child process (so it can be SIGKILLed).
 */
import { bootstrap } from '../../src/bootstrap';
import { highCard } from './test-game';

bootstrap({ extraGames: [highCard] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
