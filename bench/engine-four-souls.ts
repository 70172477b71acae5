/**
 * Kept for docs/games/four-souls.md: the Four Souls part of the `engine` benchmark section
 * (bench/sections/engine.ts, `npm run bench -- --only engine`), printed alone. Compile and run it
 * like the other bench files (the runner's SWC build puts it in dist-bench/bench/).
 */
import { fourSouls } from '../src/games/four-souls';
import { measureEngine } from './lib/engine-measure';
import { perSecond } from './lib/sample-stats';

const MATCHES = Number(process.env.MATCHES ?? 60);
const f = measureEngine({ def: fourSouls, bots: ['greedy'], matches: MATCHES, seatCounts: [2, 3, 4], options: { turnCap: 120 } });
console.log(`four-souls: ${MATCHES} greedy matches, ${f.commands} commands, ${f.events} events (avg ${Math.round(f.events / MATCHES)} events/match)`);
console.log(`decide (incl. settle loop): ${perSecond(f.commands, f.decideMs)} commands/s`);
console.log(`evolve (replay): ${perSecond(f.events, f.evolveMs)} events/s`);
