/**
 * The engine alone, for any game: plays bot matches in memory and times `decide` (including the
 * settle loop), then re-folds every recorded log to time `evolve`, then times what the server does
 * per viewer after each append (`view` + `legalActions` + `prompt`). No I/O, no server code.
 */
import { isRejection, rngFromInt, type AnyGameDefinition, type Typed } from '../../src/engine';

export interface EngineFigures {
  readonly matches: number;
  readonly finished: number;
  readonly commands: number;
  readonly events: number;
  readonly decideMs: number;
  readonly evolveMs: number;
  /** view + legalActions + prompt for every seat after every command. */
  readonly viewCalls: number;
  readonly viewMs: number;
}

export interface EngineRun {
  readonly def: AnyGameDefinition;
  /** Bot policy per seat index (cycled), e.g. ['greedy'] or ['random']. */
  readonly bots: readonly string[];
  readonly matches: number;
  /** Seat counts cycled over the matches. */
  readonly seatCounts: readonly number[];
  readonly options: unknown;
  /** Stop a match after this many commands (a guard against bots that never finish). */
  readonly maxCommands?: number;
}

export function measureEngine(run: EngineRun): EngineFigures {
  const { def } = run;
  const logs: Typed[][] = [];
  const finalStates: { state: unknown; seats: number }[] = [];
  let commands = 0;
  let decideMs = 0;
  let finished = 0;
  for (let m = 0; m < run.matches; m += 1) {
    const rng = rngFromInt(1000 + m);
    const seatCount = run.seatCounts[m % run.seatCounts.length]!;
    const setup = def.setup({ seatCount, options: run.options, scenario: null }, rng);
    if (isRejection(setup)) throw new Error(`${def.id} setup: ${setup.message}`);
    const log: Typed[] = [...(setup as Typed[])];
    let state: unknown = log.reduce((s: unknown, e) => def.evolve(s, e), def.initialState());
    for (let n = 0; n < (run.maxCommands ?? 50_000) && def.outcome(state) === null; n += 1) {
      const seat = def.prompt(state)?.seats[0];
      if (seat === undefined) break;
      const bot = def.bots[run.bots[seat % run.bots.length]!] ?? def.bots.random;
      const command = bot(state, seat, rng) as Typed | null;
      if (!command) throw new Error(`${def.id}: bot returned nothing for seat ${seat} at its prompt`);
      const t0 = performance.now();
      const events = def.decide(state, command, { seat, origin: 'player', rng });
      decideMs += performance.now() - t0;
      if (isRejection(events)) throw new Error(`${def.id}: bot command refused: ${events.message}`);
      commands += 1;
      for (const e of events as Typed[]) state = def.evolve(state, e);
      log.push(...(events as Typed[]));
    }
    if (def.outcome(state) !== null) finished += 1;
    logs.push(log);
    finalStates.push({ state, seats: seatCount });
  }
  const events = logs.reduce((n, l) => n + l.length, 0);

  const t1 = performance.now();
  for (const log of logs) {
    let s: unknown = def.initialState();
    for (const e of log) s = def.evolve(s, e);
  }
  const evolveMs = performance.now() - t1;

  // What a realtime update costs the server per viewer, sampled along the recorded logs.
  let viewCalls = 0;
  let viewMs = 0;
  for (let m = 0; m < logs.length; m += 1) {
    const log = logs[m]!;
    const seats = finalStates[m]!.seats;
    let s: unknown = def.initialState();
    for (let i = 0; i < log.length; i += 1) {
      s = def.evolve(s, log[i]!);
      if (i % 4 !== 0) continue;
      const t0 = performance.now();
      for (let seat = 0; seat < seats; seat += 1) {
        def.view(s, { kind: 'seat', seat });
        def.legalActions(s, seat);
        def.prompt(s);
      }
      viewMs += performance.now() - t0;
      viewCalls += seats;
    }
  }
  return { matches: run.matches, finished, commands, events, decideMs, evolveMs, viewCalls, viewMs };
}
