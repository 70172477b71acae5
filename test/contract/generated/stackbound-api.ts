export interface paths {
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Metrics in the Prometheus text format */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/stackbound-signing-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's Ed25519 public key for signed heads: { algorithm, keyId, publicKey (PEM) } */
    get: operations['SigningKeyController_publicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The games this server hosts */
    get: operations['listGames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/games/{gameId}/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every card the game can use: id, name, kind, text and its printed numbers (the game's own names) */
    get: operations['listCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List matches (lobby read model; trails the log slightly): each with its terms; kind=imported lists the imported ones apart, by import time */
    get: operations['listMatches'];
    put?: never;
    /** Create a match */
    post: operations['createMatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Match summary (seats, status, seq; seed and state hash once finished) */
    get: operations['getMatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}/seats/{seat}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim a seat; returns the secret seat token (shown once) */
    post: operations['claimSeat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}/seats/{seat}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit a command for a seat (Authorization: Bearer <seat token>) */
    post: operations['submitCommand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A seat's view, prompt, legal actions and seq (no token: the spectator view) */
    get: operations['getView'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The database answers */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers; eventLoopDelay: p50/p99/max event-loop delay in ms over the last 10-20 s */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database is writable and migrated */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/asyncapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The realtime protocol (socket.io, both namespaces) as an AsyncAPI 3.0 document */
    get: operations['getAsyncApi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The view at one replay step, the events of that step as the viewer may see them, and navigation */
    get: operations['getReplayStep'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit of a finished match: hash chain, seed commitment, re-decided events, ledger; rejections and timeout defaults */
    get: operations['getAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/{matchId}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A finished match as one NDJSON file (header, events with hashes, ledger, seed) */
    get: operations['exportMatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/matches/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import an export file as a read-only archived match (it must audit clean); operator only: Authorization: Bearer <ADMIN_TOKEN> */
    post: operations['importMatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A command the match took (REST); a refusal is answered as an error. */
    AcceptedCommand: {
      /** @constant */
      status: 'accepted';
      commandId: string;
      firstSeq: number | null;
      lastSeq: number | null;
      seq: number;
      /** @description The player's receipt for the history up to `seq` (src/fairness/receipt.ts). */
      receipt: string;
    };
    /** @description What a legal command refers to: a card or object in play (by its object id), or a seat. */
    ActionRef:
      | {
          object: components['schemas']['ObjectId'];
        }
      | {
          seat: components['schemas']['Seat'];
        };
    /** @description Who caused an event: a seat's command, or the server itself for a stated reason. */
    Actor:
      | {
          /** @constant */
          kind: 'seat';
          seat: number;
        }
      | {
          /** @constant */
          kind: 'system';
          reason: string;
        };
    /** @description The API's one error body. */
    ApiErrorBody: {
      statusCode: number;
      code: string;
      rule: string | null;
      message: string;
    };
    AuditCheck: {
      name: components['schemas']['CheckName'];
      /** @enum {string} */
      status: 'passed' | 'failed' | 'skipped';
      /** @description The first seq at which the check failed (null when it passed or the problem has no seq). */
      firstBadSeq: number | null;
      detail: string;
    };
    AuditFinding: {
      check: components['schemas']['CheckName'];
      seq: number | null;
      commandId: string | null;
      message: string;
    };
    AuditReport: {
      matchId: string;
      gameId: string | null;
      rulesVersion: string | null;
      status: components['schemas']['MatchStatus'] | 'empty';
      ok: boolean;
      events: number;
      commands: number;
      seedCommitment: string | null;
      seed: string | null;
      /** @description Created from a scenario: the creator set decks and hands. Every check may pass (the events do follow from the scenario and the seed), but the deal was not a fair shuffle: `marks` says so, and the replay check's words carry the caveat. */
      scenario: boolean;
      /** @description Imported from an export file into the server that audits it (not played there), and when (ISO-8601). */
      imported: boolean;
      importedAt: string | null;
      /** @description What a reader of the report must be told besides the checks (scenario, imported), in words. */
      marks: components['schemas']['MatchMark'][];
      checks: components['schemas']['AuditCheck'][];
      /** @description At most MAX_FINDINGS, in seq order per check. */
      findings: components['schemas']['AuditFinding'][];
      rejected: components['schemas']['RejectedCommand'][];
      defaults: components['schemas']['ServerDefault'][];
    };
    /** @description One card a game can use, as a card catalog serves it to clients: what the card is called, what kind of card it is, what it does in words, and its printed numbers (health, dice to hit, costs, meat and bone values...), keyed by the game's own names. Derived from the card's data. */
    CatalogCard: {
      id: string;
      name: string;
      kind: string;
      text: string;
      numbers: {
        [key: string]: components['schemas']['PrintedValue'];
      };
    };
    /**
     * @description The audit of a match (docs/design.md §5), as a pure function of its record so the server and the offline CLI share it. Four checks, each run to the end and each naming the first bad seq:
     *
     *     - chain:     seqs are 1..n without gaps, each prev_hash is the previous hash, each hash matches              its row (any edit, deletion or reordering of stored rows breaks this);
     *     - seed:      match.created carries a commitment and match.ended reveals a seed whose SHA-256 is it;
     *     - replay:    re-running every accepted command (create, seat claim, seat command) through the              same match decider that wrote it (src/match: decideCreate, decideJoin,              decideCommand, with the generator `rngFor(seed, version)`) gives exactly the              recorded events, byte for byte (type, schema version, payload, visibility, actor),              so every die and shuffle follows from the seed (this also catches a forged chain);
     *     - ledger:    every event belongs to an accepted command, and every rejected command is refused              again by the rules at the version it was decided on.
     * @enum {string}
     */
    CheckName: 'chain' | 'seed' | 'replay' | 'ledger';
    CreatedMatch: {
      matchId: string;
      seq: number;
      seedCommitment: string;
      scenario: boolean;
    };
    /** @description Per-prompt deadline settings (R-MATCH-1): the deadline is the latest event's time plus `seconds`. */
    DeadlineOptions: {
      /** @enum {string} */
      mode: 'live' | 'correspondence';
      seconds: number;
    };
    EventLoopDelayReading: {
      /** @description The window the figures cover (the current one and the one before it). */
      windowSeconds: number;
      p50Ms: number;
      p99Ms: number;
      maxMs: number;
    };
    /** @description One hosted game as `GET /games` lists it. */
    GameInfo: {
      id: string;
      displayName: string;
      rulesVersion: string;
      minSeats: number;
      maxSeats: number;
      /** @description The bot policies a seat can be given (`bots` of POST /matches). */
      bots: string[];
    };
    /** @description The result of a health check */
    HealthCheckResult: {
      /** @description The overall status of the Health Check */
      status: components['schemas']['HealthCheckStatus'];
      /** @description The info object contains information of each health indicator which is of status "up" */
      info?: {
        [key: string]: {
          status: components['schemas']['HealthIndicatorStatus'];
        };
      };
      /** @description The error object contains information of each health indicator which is of status "down" */
      error?: {
        [key: string]: {
          status: components['schemas']['HealthIndicatorStatus'];
        };
      };
      /** @description The details object contains information of every health indicator. */
      details: components['schemas']['HealthIndicatorResult'];
    };
    /** @enum {string} */
    HealthCheckStatus: 'error' | 'ok' | 'shutting_down';
    /** @description The result object of a health indicator */
    HealthIndicatorResult: {
      [key: string]: {
        status: components['schemas']['HealthIndicatorStatus'];
      };
    };
    /** @enum {string} */
    HealthIndicatorStatus: 'up' | 'down';
    /** @description `GET /health`: terminus's report of the database check. */
    HealthReport: components['schemas']['HealthCheckResult'];
    ImportResult: {
      matchId: string;
      gameId: string;
      events: number;
      commands: number;
      audit: components['schemas']['AuditReport'];
    };
    JoinedSeat: {
      matchId: string;
      seat: number;
      /** @description The secret seat token: shown once, stored only as a hash. */
      token: string;
      seq: number;
    };
    /** @description One of a seat's legal commands with its words: what the viewer snapshot sends as `actions`. */
    LabeledAction: {
      label: string;
      refs: components['schemas']['ActionRef'][];
      command: components['schemas']['Typed'];
    };
    /** @description `GET /health/live`: the process answers, and how late (its event-loop delay). */
    Liveness: {
      /** @constant */
      status: 'ok';
      eventLoopDelay: components['schemas']['EventLoopDelayReading'];
    };
    /** @description A lobby row as the API shows it: marked when imported, with the server-wide bot pause among its terms. */
    LobbyEntry: {
      matchId: string;
      gameId: string;
      /** @enum {string} */
      status: 'waiting' | 'live' | 'finished';
      seatCount: number;
      seats: components['schemas']['LobbySeat'][];
      scenario: boolean;
      /** @description What a joiner agrees to, fixed at creation: shown before joining. */
      terms: {
        /** @description The pause before each bot move while a person plays (BOT_DELAY_MS, BOT_WATCHED_DELAY_MS), when a bot plays a seat; else null. */
        botDelayMs: number | null;
        deadlines: components['schemas']['DeadlineOptions'] | null;
        options: unknown;
      };
      /** @description When the server imported the match from an export file (its own clock), or null for a match played here. Imported matches are listed apart from live play. */
      importedAt: string | null;
      winners: number[] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      lastSeq: number;
      imported: boolean;
    };
    LobbySeat: {
      seat: number;
      name: string | null;
      claimed: boolean;
      bot: string | null;
    };
    /** @description Marks a player or reviewer must see wherever a match is shown: a match that was not dealt fairly, or that was not played on this server. Every surface (summary, socket snapshot, replay, audit, export) carries the same list with the same words, so a page can show `text` as it is. */
    MatchMark:
      | {
          /** @constant */
          kind: 'scenario';
          text: string;
        }
      | {
          /** @constant */
          kind: 'imported';
          importedAt: string;
          text: string;
        };
    /** @enum {string} */
    MatchStatus: 'waiting' | 'live' | 'finished';
    MatchSummary: {
      seq: number;
      status: components['schemas']['MatchStatus'];
      /** @description What the rules wait for, only while the match is live. A waiting match (a seat unclaimed) waits for seats, not for a game decision: commands are refused until every seat is claimed, so it has no prompt and waits for no seat's decision; `seats` says which are still free. */
      prompt: components['schemas']['Prompt'] | null;
      /** @description The prompt's seats ("who are we waiting for"); [] unless live. */
      waitingFor: components['schemas']['Seat'][];
      seats: components['schemas']['SeatInfo'][];
      outcome: components['schemas']['Outcome'] | null;
      /** @description Revealed once the match has ended. */
      seed: string | null;
      /** @description SHA-256 of the canonical state, once ended (earlier it would help guess hidden cards). */
      stateHash: string | null;
      scenario: boolean;
      matchId: string;
      gameId: string;
      rulesVersion: string;
      deadlines: components['schemas']['DeadlineOptions'] | null;
      seedCommitment: string;
      /** @description Imported from an export file (not played on this server), and when (this server's clock). */
      imported: boolean;
      importedAt: string | null;
      /** @description What a player must be told about the match (scenario, imported), in words. */
      marks: components['schemas']['MatchMark'][];
      /** @description Once finished: the server's Ed25519 signature of the chain head (docs/replay.md, "Evidence the players hold"). */
      signedHead: components['schemas']['SignedHead'] | null;
    };
    MatchView: {
      matchId: string;
      gameId: string;
      rulesVersion: string;
      deadlines: components['schemas']['DeadlineOptions'] | null;
      seedCommitment: string;
      seq: number;
      status: components['schemas']['MatchStatus'];
      /** @description What the rules wait for, only while the match is live. A waiting match (a seat unclaimed) waits for seats, not for a game decision: commands are refused until every seat is claimed, so it has no prompt and waits for no seat's decision; `seats` says which are still free. */
      prompt: components['schemas']['Prompt'] | null;
      /** @description The prompt's seats ("who are we waiting for"); [] unless live. */
      waitingFor: components['schemas']['Seat'][];
      seats: components['schemas']['SeatInfo'][];
      outcome: components['schemas']['Outcome'] | null;
      /** @description Revealed once the match has ended. */
      seed: string | null;
      /** @description SHA-256 of the canonical state, once ended (earlier it would help guess hidden cards). */
      stateHash: string | null;
      scenario: boolean;
      viewer:
        | {
            /** @constant */
            kind: 'seat';
            seat: number;
          }
        | {
            /** @constant */
            kind: 'spectator';
          };
      view: unknown;
      legalActions: components['schemas']['Typed'][];
      /** @description The legal commands with their words and refs (the shared viewer snapshot's `actions`). */
      actions: components['schemas']['LabeledAction'][];
    };
    Navigation: {
      first: number;
      prev: number | null;
      next: number | null;
      last: number;
      /** @description The step starting the current turn if we are past its start, else the previous turn's. */
      prevTurn: number | null;
      nextTurn: number | null;
      nextResolution: number | null;
      prevResolution: number | null;
    };
    /** @description Object identity (R-ZONE-1): every card instance in a zone is an object with its own id, and a card that changes zone becomes a new object with a new id. Ids are allocated from a counter kept in the game state, so allocation is deterministic and replays give the same ids. The allocated ids are written into the events that create the objects; `evolve` only copies them. */
    ObjectId: string;
    /** @description How a finished match ended. `winners` is empty for a documented draw. */
    Outcome: {
      winners: components['schemas']['Seat'][];
      reason: string;
    };
    /** @description A printed value of a card: a number, a flag, words ("Pay 3¢") or a list of words. */
    PrintedValue: number | boolean | string | string[];
    /** @description What the rules are waiting for. The engine never blocks: a pending decision is state, and the next command answers it. `seats` are the seats the match is waiting for (the "who are we waiting for" of every view). `kind` is game-specific ('priority', 'choose-target', 'order-triggers', 'draw', 'attack', ...) and selects the deadline and the default action (R-MATCH-1, M-MISC-4). */
    Prompt: {
      kind: string;
      seats: components['schemas']['Seat'][];
      /** @description A short human-readable line ("P2 chooses the order of their triggers"). */
      text: string;
    };
    /** @description `GET /health/ready`: ready to take commands, or why not. */
    ReadinessAnswer: {
      ready: boolean;
      /** @description False on a standby in recovery: commands would fail there. */
      writable: boolean;
      /** @enum {string} */
      migrations: 'done' | 'pending' | 'unknown';
      message?: string;
      /** @enum {string} */
      status: 'ok' | 'unavailable';
    };
    RejectedCommand: {
      seat: number | null;
      actor: string;
      commandId: string;
      origin: string;
      receivedAt: string;
      decidedVersion: number;
      command: unknown;
      code: string;
      rule: string | null;
      message: string;
      /** @description True: the rules refuse it again with the same code; null: a server-side refusal that depends on the client (STALE_SEQ). */
      reproduced: boolean | null;
    };
    ReplayEvent: {
      seq: number;
      type: string;
      actor: components['schemas']['Actor'];
      recordedAt: string;
      /** @description The event as this viewer may see it (the game's `redactEvent`). */
      event: components['schemas']['Typed'];
      /** @description One readable line (the game's `describeEvent`, or the server's for framing events). */
      text: string;
    };
    ReplayResponse: {
      seq: number;
      status: components['schemas']['MatchStatus'];
      /** @description What the rules wait for, only while the match is live. A waiting match (a seat unclaimed) waits for seats, not for a game decision: commands are refused until every seat is claimed, so it has no prompt and waits for no seat's decision; `seats` says which are still free. */
      prompt: components['schemas']['Prompt'] | null;
      /** @description The prompt's seats ("who are we waiting for"); [] unless live. */
      waitingFor: components['schemas']['Seat'][];
      seats: components['schemas']['SeatInfo'][];
      outcome: components['schemas']['Outcome'] | null;
      /** @description Revealed once the match has ended. */
      seed: string | null;
      /** @description SHA-256 of the canonical state, once ended (earlier it would help guess hidden cards). */
      stateHash: string | null;
      scenario: boolean;
      /** @description The game's `view` for this viewer; null before the game has been set up. */
      view: unknown;
      /** @description The seat's legal commands now; [] for spectators, omniscient viewers and unless live. */
      legalActions: components['schemas']['Typed'][];
      /** @description The same commands, in the same order, each with its words and the objects and seats it refers to. */
      actions: components['schemas']['LabeledAction'][];
      unit: components['schemas']['StepUnit'];
      step: number;
      /** @description Turn in progress at this step (1-based), or null before the first turn. */
      turn: number | null;
      events: components['schemas']['ReplayEvent'][];
      navigation: components['schemas']['Navigation'];
      matchId: string;
      gameId: string;
      rulesVersion: string;
      /** @description Whether the match itself (not this step) is over: omniscient views need it. */
      finished: boolean;
      viewer: components['schemas']['Viewer'];
      lastStep: number;
      /** @description Imported from an export file (not played on this server), and when (this server's clock). */
      imported: boolean;
      importedAt: string | null;
      /** @description What a viewer must be told about the match (scenario, imported), in words. */
      marks: components['schemas']['MatchMark'][];
    };
    /** @description A seat is a 0-based index into the match's seat list; turn order is seat order (clockwise). */
    Seat: number;
    SeatInfo: {
      seat: number;
      name: string | null;
      claimed: boolean;
      bot: string | null;
    };
    /** @description A command the server sent for a seat (deadline default or auto-pass), with the events it caused. */
    ServerDefault: {
      seat: number | null;
      commandId: string;
      reason: string;
      receivedAt: string;
      decidedVersion: number;
      command: unknown;
      firstSeq: number | null;
      lastSeq: number | null;
    };
    /** @description The server's signature of a finished match's chain head (Ed25519 through node:crypto): a statement anyone can check with the server's public key that "this match's history, as this server holds it, ends at `seq` with chain hash `hash`". Pure (no server code): the CLI verifies with the same functions. */
    SignedHead: {
      matchId: string;
      seq: number;
      /** @description The chain hash of event `seq` (the last event). */
      hash: string;
      /** @constant */
      algorithm: 'Ed25519';
      /** @description Names the public key (see `keyIdOf`): a server that rotates its key keeps its old ids apart. */
      keyId: string;
      /** @description Base64 of the 64-byte signature of `headMessage(matchId, seq, hash)`. */
      signature: string;
    };
    /**
     * @description Step numbering for replays, computed from event metadata only (seq, type, command id), so the index of a long match is cheap to build and never needs the payloads.
     *
     *     - `event` steps: step k is the state after seq k (step 0: before the first event).
     *     - `action` steps: one step per command, i.e. per run of consecutive events written by the same   command id (a player's action with everything its settle loop resolved, a timeout default,   the match creation with its setup, a seat claim). Step 0 is again the empty table.
     *
     *     Turn and stack-resolution boundaries are recognised by the event types each game lists in its definition (`GameDefinition.markers`).
     * @enum {string}
     */
    StepUnit: 'event' | 'action';
    /** @description A game's command or event: a JSON object with a `type`; its other fields are the game's own (see the game's reference). */
    Typed: {
      type: string;
    } & {
      [key: string]: unknown;
    };
    /** @description Who is looking at the match. `omniscient` is only ever served for finished matches. */
    Viewer:
      | {
          /** @constant */
          kind: 'seat';
          seat: components['schemas']['Seat'];
        }
      | {
          /** @constant */
          kind: 'spectator';
        }
      | {
          /** @constant */
          kind: 'omniscient';
        };
    DeadlinesDto: {
      /** @enum {string} */
      mode: 'live' | 'correspondence';
      /** @description Seconds per prompt */
      seconds: number;
    };
    CreateMatchDto: {
      /** @example mansters */
      gameId: string;
      /** @example 2 */
      seats: number;
      /** @description Game options, validated by the game's parseOptions */
      options?: {
        [key: string]: unknown;
      };
      deadlines?: components['schemas']['DeadlinesDto'];
      /**
       * @description Per seat: a bot policy or null
       * @example [
       *       null,
       *       "random"
       *     ]
       */
      bots?: (string | null)[];
      /** @description Scenario (deck orders, hands, ...) passed to the game's setup; only when SCENARIO_MODE is on */
      setup?: {
        [key: string]: unknown;
      };
    };
    JoinSeatDto: {
      /**
       * @description NFC-normalized, invisible and bidi control characters removed, trimmed; must keep a visible character
       * @example Ada
       */
      name: string;
    };
    SubmitCommandDto: {
      /**
       * @description Client-chosen id; resending the same id returns the first result
       * @example 3f0c6c1e-cmd-1
       */
      commandId: string;
      /** @description The game's command, validated by the game's parseCommand */
      command: {
        [key: string]: unknown;
      };
      /** @description The seq the command was decided on; a stale one gets 409 STALE_SEQ */
      expectedSeq?: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus text exposition format 0.0.4. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  SigningKeyController_publicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  listGames: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each hosted game, its seat range and bot policies */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameInfo'][];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  listCards: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog; [] for a game without cards */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogCard'][];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description UNKNOWN_GAME */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_GAME';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  listMatches: {
    parameters: {
      query?: {
        /** @description play: matches played here, by last update; imported: matches imported from export files, by import time */
        kind?: 'play' | 'imported';
        status?: 'waiting' | 'live' | 'finished';
        gameId?: string;
        limit?: number;
        /** @description Rows to skip: the next page starts at offset + limit */
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The matches, newest first */
      200: {
        headers: {
          /** @description The position the data reflects; send it back in `X-Read-Position` and the next read is never older */
          'X-Read-Position'?: string;
          /** @description Which database answered */
          'X-Read-Source'?: 'primary' | 'replica';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LobbyEntry'][];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  createMatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateMatchDto'];
      };
    };
    responses: {
      /** @description The new match and the commitment to its secret seed */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedMatch'];
        };
      };
      /** @description MALFORMED_REQUEST, BAD_SEAT, UNKNOWN_BOT, SCENARIO_DISABLED, a game's malformed code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            code?: ('BAD_SEAT' | 'MALFORMED_REQUEST' | 'SCENARIO_DISABLED' | 'UNKNOWN_BOT') | string;
          };
        };
      };
      /** @description UNKNOWN_GAME */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_GAME';
          };
        };
      };
      /** @description PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'PAYLOAD_TOO_LARGE';
          };
        };
      };
      /** @description RATE_LIMITED */
      429: {
        headers: {
          /** @description Seconds until a retry can succeed */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'RATE_LIMITED';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getMatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match as everybody may see it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MatchSummary'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description UNKNOWN_MATCH */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  claimSeat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
        seat: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JoinSeatDto'];
      };
    };
    responses: {
      /** @description The seat and its token (shown once) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JoinedSeat'];
        };
      };
      /** @description MALFORMED_REQUEST, BAD_SEAT, a game's malformed code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            code?: ('BAD_SEAT' | 'MALFORMED_REQUEST') | string;
          };
        };
      };
      /** @description UNKNOWN_MATCH */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description SEAT_TAKEN, VERSION_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'SEAT_TAKEN' | 'VERSION_CONFLICT';
          };
        };
      };
      /** @description PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'PAYLOAD_TOO_LARGE';
          };
        };
      };
      /** @description MATCH_OVER */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MATCH_OVER';
          };
        };
      };
      /** @description RATE_LIMITED */
      429: {
        headers: {
          /** @description Seconds until a retry can succeed */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'RATE_LIMITED';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  submitCommand: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
        seat: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitCommandDto'];
      };
    };
    responses: {
      /** @description The command was taken (or had been: the same id answers the first result) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedCommand'];
        };
      };
      /** @description MALFORMED_REQUEST, BAD_SEAT, MALFORMED_COMMAND, a game's malformed code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            code?: ('BAD_SEAT' | 'MALFORMED_COMMAND' | 'MALFORMED_REQUEST') | string;
          };
        };
      };
      /** @description MISSING_SEAT_TOKEN, INVALID_SEAT_TOKEN */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INVALID_SEAT_TOKEN' | 'MISSING_SEAT_TOKEN';
          };
        };
      };
      /** @description WRONG_SEAT */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'WRONG_SEAT';
          };
        };
      };
      /** @description UNKNOWN_MATCH */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description STALE_SEQ, VERSION_CONFLICT, COMMAND_ID_REUSED, MATCH_NOT_STARTED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'COMMAND_ID_REUSED' | 'MATCH_NOT_STARTED' | 'STALE_SEQ' | 'VERSION_CONFLICT';
          };
        };
      };
      /** @description PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'PAYLOAD_TOO_LARGE';
          };
        };
      };
      /** @description MATCH_OVER, NOT_YOUR_TURN, NOT_YOUR_PRIORITY, SEAT_OUT, WRONG_PROMPT, ILLEGAL_ACTION, a game's rules code */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            code?: ('ILLEGAL_ACTION' | 'MATCH_OVER' | 'NOT_YOUR_PRIORITY' | 'NOT_YOUR_TURN' | 'SEAT_OUT' | 'WRONG_PROMPT') | string;
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match as this seat (or a spectator) sees it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MatchView'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INVALID_SEAT_TOKEN */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INVALID_SEAT_TOKEN';
          };
        };
      };
      /** @description UNKNOWN_MATCH */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The database answers (its check in `info` and `details`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReport'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Liveness'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready to take commands */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessAnswer'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description Not ready, and why */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessAnswer'];
        };
      };
    };
  };
  getAsyncApi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The AsyncAPI 3.0 document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getReplayStep: {
    parameters: {
      query?: {
        /** @description "spectator" (default), "seat:<n>" (0-based; needs that seat's token while the match is live) or "omniscient" (finished matches only) */
        viewer?: string;
        /** @description action: one step per command (with everything it resolved); event: one step per event */
        unit?: 'action' | 'event';
        step?: number;
        /** @description Seek to the step where this turn starts */
        turn?: number;
        /** @description Seek to the step containing this seq */
        seq?: number;
        /** @description Seek to the first stack resolution after this step */
        resolutionAfter?: number;
      };
      header?: never;
      path: {
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The step as the viewer may see it */
      200: {
        headers: {
          /** @description The position the data reflects; send it back in `X-Read-Position` and the next read is never older */
          'X-Read-Position'?: string;
          /** @description Which database answered */
          'X-Read-Source'?: 'primary' | 'replica';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReplayResponse'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST, BAD_STEP, BAD_VIEWER */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'BAD_STEP' | 'BAD_VIEWER' | 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description INVALID_SEAT_TOKEN */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INVALID_SEAT_TOKEN';
          };
        };
      };
      /** @description OMNISCIENT_WHILE_LIVE, SEAT_VIEW_NEEDS_TOKEN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'OMNISCIENT_WHILE_LIVE' | 'SEAT_VIEW_NEEDS_TOKEN';
          };
        };
      };
      /** @description UNKNOWN_MATCH, NO_SUCH_TURN, NO_RESOLUTION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'NO_RESOLUTION' | 'NO_SUCH_TURN' | 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description GAME_NOT_INSTALLED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'GAME_NOT_INSTALLED';
          };
        };
      };
      /** @description RATE_LIMITED */
      429: {
        headers: {
          /** @description Seconds until a retry can succeed */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'RATE_LIMITED';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  getAudit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit and every check it made */
      200: {
        headers: {
          /** @description The position the data reflects; send it back in `X-Read-Position` and the next read is never older */
          'X-Read-Position'?: string;
          /** @description Which database answered */
          'X-Read-Source'?: 'primary' | 'replica';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditReport'];
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description UNKNOWN_MATCH */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description MATCH_NOT_FINISHED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MATCH_NOT_FINISHED';
          };
        };
      };
      /** @description RATE_LIMITED */
      429: {
        headers: {
          /** @description Seconds until a retry can succeed */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'RATE_LIMITED';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  exportMatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export file (docs/replay.md): one JSON value per line, a header first, then events, ledger and seed */
      200: {
        headers: {
          /** @description attachment; filename="match-<matchId>.ndjson" */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
      /** @description Not modified: the answer is the one whose ETag the client sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MALFORMED_REQUEST */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description UNKNOWN_MATCH */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNKNOWN_MATCH';
          };
        };
      };
      /** @description MATCH_NOT_FINISHED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MATCH_NOT_FINISHED';
          };
        };
      };
      /** @description RATE_LIMITED */
      429: {
        headers: {
          /** @description Seconds until a retry can succeed */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'RATE_LIMITED';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
  importMatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description An export file, as `GET /matches/{matchId}/export` answers it (at most IMPORT_LIMIT bytes) */
    requestBody: {
      content: {
        'application/x-ndjson': string;
      };
    };
    responses: {
      /** @description The archived match and its audit */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportResult'];
        };
      };
      /** @description MALFORMED_REQUEST, BAD_EXPORT_FILE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'BAD_EXPORT_FILE' | 'MALFORMED_REQUEST';
          };
        };
      };
      /** @description MISSING_ADMIN_TOKEN */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MISSING_ADMIN_TOKEN';
          };
        };
      };
      /** @description IMPORT_DISABLED, INVALID_ADMIN_TOKEN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'IMPORT_DISABLED' | 'INVALID_ADMIN_TOKEN';
          };
        };
      };
      /** @description MATCH_EXISTS, MATCH_NOT_FINISHED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'MATCH_EXISTS' | 'MATCH_NOT_FINISHED';
          };
        };
      };
      /** @description PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'PAYLOAD_TOO_LARGE';
          };
        };
      };
      /** @description IMPORT_AUDIT_FAILED, GAME_NOT_INSTALLED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'GAME_NOT_INSTALLED' | 'IMPORT_AUDIT_FAILED';
          };
        };
      };
      /** @description RATE_LIMITED */
      429: {
        headers: {
          /** @description Seconds until a retry can succeed */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'RATE_LIMITED';
          };
        };
      };
      /** @description INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'INTERNAL';
          };
        };
      };
      /** @description UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'] & {
            /** @enum {string} */
            code?: 'UNAVAILABLE';
          };
        };
      };
    };
  };
}
