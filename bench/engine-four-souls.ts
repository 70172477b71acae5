/**
 * Engine figures for Four Souls (not pass/fail): `decide` commands/s and `evolve` events/s over
 * greedy-bot matches. Run with a TypeScript runner, e.g. `npx vite-node bench/engine-four-souls.ts`.
 */
import { isRejection, rngFromInt } from '../src/engine';
import { fourSouls, type FsEvent, type FsState } from '../src/games/four-souls';

const MATCHES = Number(process.env.MATCHES ?? 60);

function main(): void {
  const logs: FsEvent[][] = [];
  let commands = 0;
  let decideMs = 0;
  for (let m = 0; m < MATCHES; m += 1) {
    const rng = rngFromInt(1000 + m);
    const setup = fourSouls.setup({ seatCount: 2 + (m % 3), options: { turnCap: 120 }, scenario: null }, rng);
    if (isRejection(setup)) throw new Error(setup.message);
    const log = [...setup];
    let s: FsState = setup.reduce((st, e) => fourSouls.evolve(st, e), fourSouls.initialState());
    while (s.status === 'playing') {
      const seat = fourSouls.prompt(s)!.seats[0]!;
      const cmd = fourSouls.bots.greedy!(s, seat, rng)!;
      const t0 = performance.now();
      const r = fourSouls.decide(s, cmd, { seat, origin: 'player', rng });
      decideMs += performance.now() - t0;
      if (isRejection(r)) throw new Error(r.message);
      commands += 1;
      for (const e of r) s = fourSouls.evolve(s, e);
      log.push(...r);
    }
    logs.push(log);
  }
  const events = logs.reduce((n, l) => n + l.length, 0);
  const t1 = performance.now();
  for (const log of logs) {
    let s = fourSouls.initialState();
    for (const e of log) s = fourSouls.evolve(s, e);
  }
  const evolveMs = performance.now() - t1;
  console.log(`four-souls: ${MATCHES} greedy matches, ${commands} commands, ${events} events (avg ${Math.round(events / MATCHES)} events/match)`);
  console.log(`decide (incl. settle loop): ${Math.round((commands / decideMs) * 1000)} commands/s`);
  console.log(`evolve (replay): ${Math.round((events / evolveMs) * 1000)} events/s`);
}

main();
