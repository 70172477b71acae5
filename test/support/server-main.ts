/**
 * The server as the crash tests run it: the real bootstrap, plus the test-only game. Compiled by
 * the vitest global setup into dist-test/ and started as a child process (so it can be SIGKILLed).
 * Scenario mode is on unless the test sets SCENARIO_MODE (an empty value means the default, off);
 * quotas are generous unless the test sets them.
 */
import { bootstrap } from '../../src/bootstrap';
import { GENEROUS_QUOTAS } from './generous-quotas';
import { highCard } from './test-game';

process.env.SCENARIO_MODE ??= 'on';
// The suite plays many matches from one address: quotas are high unless a test sets its own.
for (const [name, value] of Object.entries(GENEROUS_QUOTAS)) process.env[name] ??= String(value);

bootstrap({ extraGames: [highCard] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
