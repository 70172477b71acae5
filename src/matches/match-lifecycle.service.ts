import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AnyGameDefinition } from '../engine/game-definition';
import { isRejection } from '../engine/rejection';
import { seedCommitment } from '../fairness/seed';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.service';
import { SeatTakenError } from '../event-store/errors';
import { DomainError } from '../errors/domain-error';
import { CommandPipeline } from './command-pipeline.service';
import { GameRegistry } from '../game-registry';
import { MatchAppendedHub } from './match-appended';
import { MatchLoader, type LoadedMatch } from './match-loader.service';
import { decideCreate, decideJoin, foldServer, type CreateInput, type DeadlineOptions, type MatchBranch } from '../match-domain';
import { hashSeatToken, newSeatToken } from './seat-tokens';
import { Randomness } from './randomness';

export interface CreateMatchInput {
  readonly gameId: string;
  readonly seats: number;
  readonly options?: unknown;
  readonly deadlines?: DeadlineOptions | null;
  /** Per seat: a bot policy name (the game's `bots` key) or null for a person. */
  readonly bots?: readonly (string | null)[];
  /** Scenario overrides for the game's setup; only when SCENARIO_MODE is on. */
  readonly setup?: unknown;
  /** Whether the match is rated (its result changes the players' ratings); not unless asked. */
  readonly rated?: boolean;
}

/** A sandbox to create: the origin's game, rules version, options and state at the branch step. */
export interface CreateSandboxInput {
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly seats: number;
  readonly options: unknown;
  readonly bots: readonly (string | null)[];
  readonly branch: MatchBranch;
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
    private readonly randomness: Randomness,
  ) {}

  async create(input: CreateMatchInput): Promise<CreatedMatch> {
    const def = this.games.get(input.gameId);
    if (!def)
      throw DomainError.of(
        'UNKNOWN_GAME',
        `no game "${input.gameId}"; known: ${
          this.games
            .list()
            .map((g) => g.id)
            .join(', ') || 'none'
        }`,
      );
    const scenario = input.setup !== undefined && input.setup !== null;
    if (scenario && !this.config.get('SCENARIO_MODE')) {
      throw DomainError.of('SCENARIO_DISABLED', 'scenario setups are disabled on this server (SCENARIO_MODE=false)');
    }
    // Every new match records the choice, asked or not (matches from before it have none).
    return this.createDecided(def, { ...input, rated: input.rated ?? false });
  }

  /**
   * A sandbox (docs/disputes.md, "Sandbox"): a new match with its own seed whose game starts from
   * the origin's state. Never subject to SCENARIO_MODE: nothing is chosen by the creator but the step.
   */
  async createSandbox(input: CreateSandboxInput): Promise<CreatedMatch> {
    const def = this.games.get(input.gameId);
    if (!def) throw DomainError.of('GAME_NOT_INSTALLED', `this server does not host ${input.gameId}`);
    return this.createDecided(def, { seats: input.seats, options: input.options, bots: input.bots, rulesVersion: input.rulesVersion, branch: input.branch });
  }

  private async createDecided(def: AnyGameDefinition, input: CreateInput): Promise<CreatedMatch> {
    const scenario = input.setup !== undefined && input.setup !== null;
    const seed = this.randomness.matchSeed();
    const decided = decideCreate(def, input, seed);
    // The game's option and setup refusals are the caller's malformed input.
    if (isRejection(decided)) throw DomainError.fromRejection(decided, 'malformed');
    const matchId = randomUUID();
    const out = await this.store.append({
      expectedVersion: 0,
      command: {
        matchId,
        actor: 'lobby',
        commandId: `create:${matchId}`,
        kind: 'create',
        seat: null,
        origin: 'lobby',
        payload: decided.recorded,
        receivedAt: new Date(),
      },
      events: decided.events,
      secret: { seed },
    });
    if (out.kind !== 'appended') throw new Error('a new match id collided');
    const final: LoadedMatch = {
      matchId,
      def,
      seed,
      state: foldServer(
        def,
        decided.events.map((e) => e.payload),
      ),
      headHash: out.events.at(-1)?.hash,
    };
    this.loader.remember(final);
    this.hub.publish({ match: final, events: out.events, causes: decided.events.map((e) => e.cause) });
    return { matchId, seq: final.state.match.version, seedCommitment: seedCommitment(seed), scenario };
  }

  /** Claims a free seat for a person; the seat token is returned once. */
  async join(matchId: string, seat: number, name: string): Promise<JoinedSeat> {
    const token = newSeatToken();
    const taken = (): never => {
      throw DomainError.of('SEAT_TAKEN', `seat ${seat} is already claimed`);
    };
    // Seats are never released and a match's seat count never changes, so a refusal on any known
    // state holds now: a claim of a taken (or missing) seat is answered without waiting in the
    // match's command queue, where claim spam would delay the players. The queued decision below
    // keeps its own check for claims racing each other.
    const known = this.loader.cached(matchId) ?? (await this.loader.load(matchId));
    if (!known) throw DomainError.of('UNKNOWN_MATCH', `no match ${matchId}`);
    const early = decideJoin(known.def, known.state, seat, name);
    if (isRejection(early)) throw DomainError.fromRejection(early, 'malformed');
    try {
      const { match } = await this.pipeline.exclusive(matchId, () =>
        this.pipeline.appendWithRetry(
          matchId,
          (loaded) => {
            const decided = decideJoin(loaded.def, loaded.state, seat, name);
            // SEAT_TAKEN is a conflict, BAD_SEAT malformed (the catalogue's kinds).
            if (isRejection(decided)) throw DomainError.fromRejection(decided, 'malformed');
            return {
              command: { matchId, actor: 'lobby', commandId: `join:${seat}`, kind: 'join', seat, origin: 'lobby', payload: { name }, receivedAt: new Date() },
              events: decided,
              seatToken: { seat, tokenHash: hashSeatToken(token) },
            };
          },
          taken,
        ),
      );
      return { matchId, seat, token, seq: match.state.match.version };
    } catch (error) {
      // Another instance claimed it between our load and our insert.
      if (error instanceof SeatTakenError) taken();
      throw error;
    }
  }
}
