/**
 * This server as the pile section runs it: the real bootstrap plus the bench-only "pile" game.
 * Compiled into dist-bench/ by scripts/bench.cjs and started as a fresh child process per run.
 */
import { bootstrap } from '../../src/bootstrap';
import { pile } from './pile-game';

bootstrap({ extraGames: [pile] }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
