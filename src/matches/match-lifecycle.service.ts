import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AnyGameDefinition, Typed } from '../engine/game-definition';
import { isRejection, type Rejection } from '../engine/rejection';
import { newSeed, rngFor, seedCommitment } from '../fairness/seed';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.service';
import type { NewEvent } from '../event-store/event-store.types';
import { isUniqueViolation } from '../event-store/errors';
import { ApiError, ErrorCodes } from './api-error';
import { CommandPipeline, endIfOver } from './command-pipeline.service';
import { GameRegistry } from './game-registry';
import { MatchAppendedHub } from './match-appended';
import { MatchLoader, type LoadedMatch } from './match-loader.service';
import { foldServer, type DeadlineOptions, type SeatClaimed, type ServerMatchCreated } from './match-stream';
import { hashSeatToken, newSeatToken } from './seat-tokens';

export interface CreateMatchInput {
  readonly gameId: string;
  readonly seats: number;
  readonly options?: unknown;
  readonly deadlines?: DeadlineOptions | null;
  /** Per seat: a bot policy name (the game's `bots` key) or null for a person. */
  readonly bots?: readonly (string | null)[];
  /** Scenario overrides for the game's setup; only when SCENARIO_MODE is on. */
  readonly setup?: unknown;
}

export interface CreatedMatch {
  readonly matchId: string;
  readonly seq: number;
  readonly seedCommitment: string;
  readonly scenario: boolean;
}

export interface JoinedSeat {
  readonly matchId: string;
  readonly seat: number;
  /** The secret seat token: shown once, stored only as a hash. */
  readonly token: string;
  readonly seq: number;
}

const system = (reason: string) => ({ kind: 'system' as const, reason });

/** Creating matches and claiming seats. Both are appends to the match stream. */
@Injectable()
export class MatchLifecycle {
  constructor(
    private readonly games: GameRegistry,
    private readonly store: EventStore,
    private readonly loader: MatchLoader,
    private readonly pipeline: CommandPipeline,
    private readonly hub: MatchAppendedHub,
    private readonly config: AppConfig,
  ) {}

  async create(input: CreateMatchInput): Promise<CreatedMatch> {
    const def = this.games.get(input.gameId);
    if (!def) throw new ApiError(404, ErrorCodes.UNKNOWN_GAME, `no game "${input.gameId}"; known: ${this.games.list().map((g) => g.id).join(', ') || 'none'}`);
    if (input.seats < def.minSeats || input.seats > def.maxSeats) {
      throw new ApiError(400, ErrorCodes.BAD_SEAT, `${def.id} is played by ${def.minSeats} to ${def.maxSeats} seats, not ${input.seats}`);
    }
    const scenario = input.setup !== undefined && input.setup !== null;
    if (scenario && !this.config.get('SCENARIO_MODE')) {
      throw new ApiError(400, ErrorCodes.SCENARIO_DISABLED, 'scenario setups are disabled on this server (SCENARIO_MODE=false)');
    }
    const bots = this.checkBots(def, input.seats, input.bots);
    const options = def.parseOptions(input.options ?? {}, input.seats);
    if (isRejection(options)) throw new ApiError(400, options.code, `bad game options: ${options.message}`, options.rule);

    const matchId = randomUUID();
    const seed = newSeed();
    const created: ServerMatchCreated = {
      type: 'match.created',
      gameId: def.id,
      rulesVersion: def.rulesVersion,
      seatCount: input.seats,
      options,
      seedCommitment: seedCommitment(seed),
      scenario,
      deadlines: input.deadlines ?? null,
    };
    const setup = this.runSetup(def, { seatCount: input.seats, options, scenario: scenario ? input.setup : null }, seed, scenario);
    if (isRejection(setup)) throw new ApiError(400, setup.code, `bad setup: ${setup.message}`, setup.rule);
    const claims: SeatClaimed[] = bots.flatMap((bot, seat) => (bot ? [{ type: 'seat.claimed' as const, seat, name: `${bot} bot`, bot }] : []));

    const events: NewEvent[] = [
      { type: created.type, schemaVersion: 1, payload: created, visibility: { kind: 'public' }, actor: system('create') },
      ...setup.map((e) => ({ type: e.type, schemaVersion: def.eventSchemaVersion, payload: e, visibility: def.visibility(e), actor: system('setup') })),
      ...claims.map((c) => ({ type: c.type, schemaVersion: 1, payload: c, visibility: { kind: 'public' as const }, actor: system('bot') })),
    ];
    // A setup that already decides the match (possible in scenarios) ends it in the same append.
    const ended = endIfOver({ matchId, def, seed, state: foldServer(def, []) }, events.map((e) => e.payload as Typed));
    if (ended) events.push(ended);

    const out = await this.store.append({
      expectedVersion: 0,
      command: {
        matchId,
        actor: 'lobby',
        commandId: `create:${matchId}`,
        kind: 'create',
        seat: null,
        origin: 'lobby',
        payload: { gameId: def.id, seats: input.seats, options, deadlines: input.deadlines ?? null, bots, setup: scenario ? input.setup : null },
        receivedAt: new Date(),
      },
      events,
      alsoInTransaction: async (runner) => {
        await runner.query(`INSERT INTO match_secrets (match_id, seed) VALUES ($1, $2)`, [matchId, seed]);
      },
    });
    if (out.kind !== 'appended') throw new Error('a new match id collided');
    const final: LoadedMatch = { matchId, def, seed, state: foldServer(def, out.events.map((e) => e.payload as Typed)), headHash: out.events.at(-1)?.hash };
    this.loader.remember(final);
    this.hub.publish({ match: final, events: out.events });
    return { matchId, seq: final.state.match.version, seedCommitment: created.seedCommitment, scenario };
  }

  /** Claims a free seat for a person; the seat token is returned once. */
  async join(matchId: string, seat: number, name: string): Promise<JoinedSeat> {
    const token = newSeatToken();
    const taken = (): never => {
      throw new ApiError(409, ErrorCodes.SEAT_TAKEN, `seat ${seat} is already claimed`);
    };
    try {
      const { match } = await this.pipeline.exclusive(matchId, () =>
        this.pipeline.appendWithRetry(
          matchId,
          (loaded) => {
            const info = loaded.state.seats[seat];
            if (!info) throw new ApiError(400, ErrorCodes.BAD_SEAT, `this match has seats 0 to ${loaded.state.seats.length - 1}`);
            if (info.claimed) taken();
            const claim: SeatClaimed = { type: 'seat.claimed', seat, name, bot: null };
            return {
              command: { matchId, actor: 'lobby', commandId: `join:${seat}`, kind: 'join', seat, origin: 'lobby', payload: { name }, receivedAt: new Date() },
              events: [{ type: claim.type, schemaVersion: 1, payload: claim, visibility: { kind: 'public' }, actor: { kind: 'seat', seat } }],
              alsoInTransaction: async (runner) => {
                await runner.query(`INSERT INTO seat_tokens (match_id, seat, token_hash) VALUES ($1, $2, $3)`, [matchId, seat, hashSeatToken(token)]);
              },
            };
          },
          taken,
        ),
      );
      return { matchId, seat, token, seq: match.state.match.version };
    } catch (error) {
      // Another instance claimed it between our load and our insert.
      if (isUniqueViolation(error, 'seat_tokens_pkey')) taken();
      throw error;
    }
  }

  /** The game's setup; a scenario it cannot digest is the caller's mistake (400), not a crash. */
  private runSetup(def: AnyGameDefinition, input: Parameters<AnyGameDefinition['setup']>[0], seed: string, scenario: boolean): Typed[] | Rejection {
    try {
      // The setup's generator is the one for the version right after match.created.
      return def.setup(input, rngFor(seed, 1)) as Typed[] | Rejection;
    } catch (error) {
      if (!scenario) throw error;
      return { rejected: true, code: 'BAD_SCENARIO', rule: null, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private checkBots(def: AnyGameDefinition, seats: number, bots: readonly (string | null)[] | undefined): (string | null)[] {
    if (!bots) return Array.from({ length: seats }, () => null);
    if (bots.length !== seats) throw new ApiError(400, ErrorCodes.UNKNOWN_BOT, `bots must list one entry (policy name or null) per seat: ${seats}`);
    for (const bot of bots) {
      if (bot !== null && !Object.prototype.hasOwnProperty.call(def.bots, bot)) {
        throw new ApiError(400, ErrorCodes.UNKNOWN_BOT, `no bot "${bot}" for ${def.id}; known: ${Object.keys(def.bots).join(', ')}`);
      }
    }
    return [...bots];
  }
}
