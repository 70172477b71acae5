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
    FramingEvent: components['schemas']['MatchCreated'] | components['schemas']['SeatClaimed'] | components['schemas']['MatchEnded'];
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
    MatchCreated: {
      /** @constant */
      type: 'match.created';
      gameId: string;
      rulesVersion: string;
      seatCount: number;
      options: unknown;
      /** @description Hex SHA-256 of the secret seed. */
      seedCommitment: string;
      scenario: boolean;
      deadlines: components['schemas']['DeadlineOptions'] | null;
    };
    MatchEnded: {
      /** @constant */
      type: 'match.ended';
      outcome: components['schemas']['Outcome'];
      /** @description The seed, revealed now that the match is over. */
      seed: string;
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
    MatchView: components['schemas']['FourSouls.MatchView'] | components['schemas']['Mansters.MatchView'] | components['schemas']['OtherGame.MatchView'];
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
    ReplayResponse:
      components['schemas']['FourSouls.ReplayResponse'] | components['schemas']['Mansters.ReplayResponse'] | components['schemas']['OtherGame.ReplayResponse'];
    /** @description A seat is a 0-based index into the match's seat list; turn order is seat order (clockwise). */
    Seat: number;
    SeatClaimed: {
      /** @constant */
      type: 'seat.claimed';
      seat: number;
      name: string;
      /** @description The bot policy playing this seat (a key of the game's `bots`), or null for a person. */
      bot: string | null;
    };
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
    'FourSouls.FsCommand':
      | {
          /** @constant */
          type: 'pass';
        }
      | {
          /** @constant */
          type: 'play-loot';
          card: components['schemas']['FourSouls.ObjectId'];
          targets: components['schemas']['FourSouls.Target'][];
          mode: number | null;
          viaCharacter: boolean;
        }
      | {
          /** @constant */
          type: 'activate';
          source: components['schemas']['FourSouls.ObjectId'];
          ability: number;
          targets: components['schemas']['FourSouls.Target'][];
          mode: number | null;
          pay?: components['schemas']['FourSouls.ObjectId'][];
        }
      | {
          /** @constant */
          type: 'declare-attack';
          monster: components['schemas']['FourSouls.ObjectId'] | 'deck';
        }
      | {
          /** @constant */
          type: 'declare-purchase';
          item: components['schemas']['FourSouls.ObjectId'] | 'deck';
        }
      | {
          /** @constant */
          type: 'end-turn';
        }
      | {
          /** @constant */
          type: 'order-triggers';
          keys: string[];
        }
      | {
          /** @constant */
          type: 'choose';
          option: string;
        }
      | {
          /** @constant */
          type: 'arrange';
          ids: components['schemas']['FourSouls.ObjectId'][];
        }
      | {
          /** @constant */
          type: 'concede';
        };
    /** @description Object identity (R-ZONE-1): every card instance in a zone is an object with its own id, and a card that changes zone becomes a new object with a new id. Ids are allocated from a counter kept in the game state, so allocation is deterministic and replays give the same ids. The allocated ids are written into the events that create the objects; `evolve` only copies them. */
    'FourSouls.ObjectId': string;
    /** @description A player or an object, as a target (R-STACK-3). */
    'FourSouls.Target':
      | {
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          id: components['schemas']['FourSouls.ObjectId'];
        };
    /** @description A seat is a 0-based index into the match's seat list; turn order is seat order (clockwise). */
    'FourSouls.Seat': number;
    'FourSouls.FsEvent':
      | {
          /** @constant */
          type: 'game-started';
          seatCount: number;
          turnCap: number;
          shopSlots: number;
          monsterSlots: number;
          /** @description R-ROOM-1: absent in matches recorded before rooms (none then). */
          roomSlots?: number;
        }
      | {
          /** @constant */
          type: 'deck-formed';
          deck: components['schemas']['FourSouls.DeckKind'];
          cards: components['schemas']['FourSouls.CardObj'][];
        }
      | {
          /** @constant */
          type: 'player-seated';
          seat: components['schemas']['FourSouls.Seat'];
          character: components['schemas']['FourSouls.CardObj'];
          startingItem: components['schemas']['FourSouls.CardObj'];
          coins: number;
        }
      | {
          /** @constant */
          type: 'set-aside';
          /** @enum {string} */
          to: 'outside' | 'bonus';
          cards: components['schemas']['FourSouls.CardObj'][];
        }
      | {
          /** @constant */
          type: 'first-player-chosen';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          type: 'moved';
          from: components['schemas']['FourSouls.ZoneRef'];
          to: components['schemas']['FourSouls.ZoneRef'];
          fromId: components['schemas']['FourSouls.ObjectId'] | null;
          obj: components['schemas']['FourSouls.CardObj'];
        }
      | {
          /** @constant */
          type: 'deck-reshuffled';
          deck: components['schemas']['FourSouls.DeckKind'];
          cards: components['schemas']['FourSouls.CardObj'][];
        }
      | {
          /** @constant */
          type: 'deck-arranged';
          deck: components['schemas']['FourSouls.DeckKind'];
          seat: components['schemas']['FourSouls.Seat'];
          ids: components['schemas']['FourSouls.ObjectId'][];
        }
      | {
          /** @constant */
          type: 'stack-pushed';
          item: components['schemas']['FourSouls.StackItem'];
          from: {
            zone: components['schemas']['FourSouls.ZoneRef'];
            id: components['schemas']['FourSouls.ObjectId'] | null;
          } | null;
          fromPending: string | null;
        }
      | {
          /** @constant */
          type: 'stack-popped';
          id: components['schemas']['FourSouls.ObjectId'];
          /** @enum {string} */
          reason: 'resolve' | 'cancel' | 'fizzle';
        }
      | {
          /** @constant */
          type: 'resolution-set';
          resolving: components['schemas']['FourSouls.Resolving'] | null;
        }
      | {
          /** @constant */
          type: 'roll-changed';
          id: components['schemas']['FourSouls.ObjectId'];
          value: number;
          /** @enum {string} */
          how: 'add' | 'set' | 'flip' | 'reroll';
        }
      | {
          /** @constant */
          type: 'priority-given';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          type: 'priority-passed';
          seat: components['schemas']['FourSouls.Seat'];
          to: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          type: 'priority-cleared';
        }
      | {
          /** @constant */
          type: 'triggered';
          trigger: components['schemas']['FourSouls.PendingTrigger'];
        }
      | {
          /** @constant */
          type: 'decision-opened';
          decision: components['schemas']['FourSouls.Decision'];
        }
      | {
          /** @constant */
          type: 'decision-closed';
        }
      | {
          /** @constant */
          type: 'coins-changed';
          seat: components['schemas']['FourSouls.Seat'];
          delta: number;
        }
      | {
          /** @constant */
          type: 'damaged';
          target: components['schemas']['FourSouls.Target'];
          amount: number;
        }
      | {
          /** @constant */
          type: 'healed';
          target: components['schemas']['FourSouls.Target'];
          amount: number;
        }
      | {
          /** @constant */
          type: 'tapped';
          id: components['schemas']['FourSouls.ObjectId'];
          tapped: boolean;
        }
      | {
          /** @constant */
          type: 'allowance-changed';
          seat: components['schemas']['FourSouls.Seat'];
          /** @enum {string} */
          what: 'lootPlays' | 'attacks' | 'purchases';
          delta: number;
        }
      | {
          /** @constant */
          type: 'turn-started';
          seat: components['schemas']['FourSouls.Seat'];
          number: number;
        }
      | {
          /** @constant */
          type: 'step-changed';
          step: components['schemas']['FourSouls.Step'];
        }
      | {
          /** @constant */
          type: 'attack-started';
          attack: components['schemas']['FourSouls.AttackState'];
        }
      | {
          /** @constant */
          type: 'attack-ended';
          /** @enum {string} */
          reason: 'death' | 'cancelled' | 'left-play' | 'turn-ended';
        }
      | {
          /** @constant */
          type: 'turn-end-requested';
        }
      | {
          /** @constant */
          type: 'slot-added';
          kind: components['schemas']['FourSouls.SlotKind'];
        }
      | {
          /** @constant */
          type: 'buffed';
          buff: components['schemas']['FourSouls.Buff'];
        }
      | {
          /** @constant */
          type: 'turn-cleaned-up';
        }
      | {
          /** @constant */
          type: 'player-died';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          type: 'counters-changed';
          id: components['schemas']['FourSouls.ObjectId'];
          delta: number;
        }
      | {
          /** @constant */
          type: 'health-paid';
          seat: components['schemas']['FourSouls.Seat'];
          amount: number;
        }
      | {
          /** @constant */
          type: 'shielded';
          seat: components['schemas']['FourSouls.Seat'];
          n: number;
        }
      | {
          /** @constant */
          type: 'damage-prevented';
          target: components['schemas']['FourSouls.Target'];
          amount: number;
          used: number;
        }
      | {
          /** @constant */
          type: 'death-replaced';
          seat: components['schemas']['FourSouls.Seat'];
          source: components['schemas']['FourSouls.ObjectId'];
        }
      | {
          /** @constant */
          type: 'conceded';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          type: 'dice-scripted';
          values: number[];
        }
      | {
          /** @constant */
          type: 'scripted-die-rolled';
          value: number;
        }
      | {
          /** @constant */
          type: 'game-over';
          winners: components['schemas']['FourSouls.Seat'][];
          reason: string;
        };
    /**
     * @description The four deck zones of the zones page (R-ZONE-3); the room deck only in matches with rooms (R-ROOM-1).
     * @enum {string}
     */
    'FourSouls.DeckKind': 'loot' | 'treasure' | 'monster' | 'room';
    /** @description One card instance in a zone (R-ZONE-1). `tapped` = deactivated; `damage` for monsters. */
    'FourSouls.CardObj': {
      id: components['schemas']['FourSouls.ObjectId'];
      card: components['schemas']['FourSouls.CardId'];
      tapped?: boolean;
      damage?: number;
      /** @description Counters on the object (counters.ts); a new object (R-ZONE-1) or a covered one has none (R-ZONE-6). */
      counters?: number;
    };
    'FourSouls.CardId': string;
    /** @description Where a zone move comes from or goes to. Decks: `at` top (default) or bottom. */
    'FourSouls.ZoneRef':
      | {
          /** @constant */
          z: 'deck';
          deck: components['schemas']['FourSouls.DeckKind'];
          /** @enum {string} */
          at?: 'top' | 'bottom';
        }
      | {
          /** @constant */
          z: 'discard';
          deck: components['schemas']['FourSouls.DeckKind'];
        }
      | {
          /** @constant */
          z: 'hand';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          z: 'items';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          z: 'souls';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          z: 'curses';
          seat: components['schemas']['FourSouls.Seat'];
        }
      | {
          /** @constant */
          z: 'slot';
          kind: components['schemas']['FourSouls.SlotKind'];
          slot: number;
        }
      | {
          /** @constant */
          z: 'limbo';
        }
      | {
          /** @constant */
          z: 'outside';
        }
      | {
          /** @constant */
          z: 'bonus';
        }
      | {
          /** @constant */
          z: 'under';
          host: components['schemas']['FourSouls.ObjectId'];
        };
    /** @enum {string} */
    'FourSouls.SlotKind': 'shop' | 'monster' | 'room';
    /** @description A stack object (R-STACK-2). Ids come from the same counter as card objects. */
    'FourSouls.StackItem':
      | {
          /** @constant */
          kind: 'loot';
          card: components['schemas']['FourSouls.CardId'];
          mode: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'ability';
          source: components['schemas']['FourSouls.ObjectId'];
          sourceCard: components['schemas']['FourSouls.CardId'];
          ability: number;
          mode: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'trigger';
          source: components['schemas']['FourSouls.ObjectId'];
          sourceCard: components['schemas']['FourSouls.CardId'];
          trigger: number | 'on-death';
          x: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'roll';
          value: number;
          purpose: components['schemas']['FourSouls.RollPurpose'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'attack';
          monster: components['schemas']['FourSouls.ObjectId'] | 'deck';
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'purchase';
          item: components['schemas']['FourSouls.ObjectId'] | 'deck';
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'damage';
          amount: number;
          attackId: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'player-death';
          seat: components['schemas']['FourSouls.Seat'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'monster-death';
          monster: components['schemas']['FourSouls.ObjectId'];
          slot: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'dead-monster';
          card: components['schemas']['FourSouls.CardId'];
          slot: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'rewards';
          monsterCard: components['schemas']['FourSouls.CardId'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'death-penalty';
          seat: components['schemas']['FourSouls.Seat'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'refill';
          slotKind: components['schemas']['FourSouls.SlotKind'];
          slot: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'event';
          card: components['schemas']['FourSouls.CardId'];
          slot: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          /** @constant */
          kind: 'turn-loot';
          seat: components['schemas']['FourSouls.Seat'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        };
    'FourSouls.RollPurpose':
      | {
          /** @constant */
          p: 'attack';
          attackId: number;
        }
      | {
          /** @constant */
          p: 'effect';
          branches: components['schemas']['FourSouls.RollBranch'][];
          source: components['schemas']['FourSouls.CardId'];
        };
    /** @description A roll outcome: the ops run when a roll with a value in [min, max] resolves (R-DICE-3). */
    'FourSouls.RollBranch': {
      min: number;
      max: number;
      ops: components['schemas']['FourSouls.Op'][];
    };
    /** @description The effect language: data where data serves. A resolving stack object runs its ops in order; an op that needs a player's choice suspends the run as a decision in state (never a callback). */
    'FourSouls.Op':
      | {
          /** @constant */
          op: 'coins';
          who: components['schemas']['FourSouls.Who'];
          n: components['schemas']['FourSouls.Amount'];
        }
      | {
          /** @constant */
          op: 'loot';
          who: components['schemas']['FourSouls.Who'];
          n: components['schemas']['FourSouls.Amount'];
        }
      | {
          /** @constant */
          op: 'damage';
          to: components['schemas']['FourSouls.Aim'];
          n: components['schemas']['FourSouls.Amount'];
        }
      | {
          /** @constant */
          op: 'heal';
          to: components['schemas']['FourSouls.Aim'];
          n: components['schemas']['FourSouls.Amount'];
        }
      | {
          /** @constant */
          op: 'kill';
          to: components['schemas']['FourSouls.Aim'];
        }
      | {
          /** @constant */
          op: 'roll';
          branches: components['schemas']['FourSouls.RollBranch'][];
        }
      | {
          /** @constant */
          op: 'discard';
          who: components['schemas']['FourSouls.Who'];
          n: number;
        }
      | {
          /** @constant */
          op: 'steal-loot';
          n: number;
        }
      | {
          /** @constant */
          op: 'steal-coins';
          n: number;
        }
      | {
          /** @constant */
          op: 'destroy-item';
          who: components['schemas']['FourSouls.Who'];
        }
      | {
          /** @constant */
          op: 'tap';
          /** @enum {string} */
          to: 'target' | 'self';
        }
      | {
          /** @constant */
          op: 'recharge';
          /** @enum {string} */
          to: 'target' | 'self' | 'all-own';
        }
      | {
          /** @constant */
          op: 'cancel';
        }
      | {
          /** @constant */
          op: 'modify-roll';
          /** @enum {string} */
          how: 'add' | 'set' | 'flip' | 'reroll';
          n?: number;
        }
      | {
          /** @constant */
          op: 'grant';
          who: components['schemas']['FourSouls.Who'];
          /** @enum {string} */
          what: 'lootPlays' | 'attacks' | 'purchases';
          n: number;
        }
      | {
          /** @constant */
          op: 'add-slot';
          kind: components['schemas']['FourSouls.SlotKind'];
        }
      | {
          /** @constant */
          op: 'arrange-top';
          deck: components['schemas']['FourSouls.DeckKind'];
          n: number;
        }
      | {
          /** @constant */
          op: 'capture';
        }
      | {
          /** @constant */
          op: 'cancel-attack';
        }
      | {
          /** @constant */
          op: 'end-turn';
        }
      | {
          /** @constant */
          op: 'buff';
          who: components['schemas']['FourSouls.Who'];
          /** @enum {string} */
          stat: 'attack' | 'health';
          n: number;
        }
      | {
          /** @constant */
          op: 'gain-treasure';
          who: components['schemas']['FourSouls.Who'];
          n: number;
        }
      | {
          /** @constant */
          op: 'curse';
        }
      | {
          /** @constant */
          op: 'counters';
          /** @enum {string} */
          to: 'self' | 'target';
          n: number;
        }
      | {
          /** @constant */
          op: 'prevent';
          who: components['schemas']['FourSouls.Who'];
          n: number;
        }
      | {
          /** @constant */
          op: 'destroy';
          /** @enum {string} */
          to: 'self' | 'target';
        }
      | {
          /** @constant */
          op: 'deactivate-all';
          who: components['schemas']['FourSouls.Who'];
        }
      | {
          /** @constant */
          op: 'clear-room';
        }
      | {
          /** @constant */
          op: 'repossess';
        }
      | {
          /** @constant */
          op: 'pass-haunt';
        }
      | {
          /** @constant */
          op: 'finish';
        };
    /** @description Whose: the stack object's controller, the active player, the first player target, everyone, or one seat (continuations). */
    'FourSouls.Who': 'controller' | 'active' | 'target' | 'each' | 'each-other' | components['schemas']['FourSouls.Seat'];
    'FourSouls.Amount': number | 'X';
    /**
     * @description What damage/heal/kill/tap address. `target` is the stack object's first target.
     * @enum {string}
     */
    'FourSouls.Aim': 'target' | 'target2' | 'controller' | 'each-player' | 'each-monster' | 'each-other-player' | 'attacked-monster';
    /** @description The run of a resolving object's ops, kept while a decision suspends it. */
    'FourSouls.Resolving': {
      item: components['schemas']['FourSouls.StackItem'];
      ops: components['schemas']['FourSouls.Op'][];
      /** @description The roll value ops read as X (R-DICE-3). */
      x: number | null;
    };
    /** @description A triggered ability, a death, or refills of slots emptied at the same time, waiting to be put on the stack (R-STACK-10) in the order R-STACK-9 gives (the refills: the active player's). */
    'FourSouls.PendingTrigger': {
      key: string;
      /** @description 'monster' for monster cards' effects and monster deaths (R-STACK-9). */
      owner: components['schemas']['FourSouls.Seat'] | 'monster';
      item: components['schemas']['FourSouls.StackItem'];
    };
    /** @description What the rules wait for besides priority: the engine never blocks, a decision is state. */
    'FourSouls.Decision':
      | {
          /** @constant */
          kind: 'order-triggers';
          seat: components['schemas']['FourSouls.Seat'];
          keys: string[];
        }
      | {
          /** @constant */
          kind: 'choose';
          seat: components['schemas']['FourSouls.Seat'];
          what: components['schemas']['FourSouls.ChoiceKind'];
          options: string[];
          ctx: string | null;
        }
      | {
          /** @constant */
          kind: 'arrange';
          seat: components['schemas']['FourSouls.Seat'];
          deck: components['schemas']['FourSouls.DeckKind'];
          ids: components['schemas']['FourSouls.ObjectId'][];
        };
    /** @enum {string} */
    'FourSouls.ChoiceKind': 'discard' | 'destroy-item' | 'monster-slot' | 'discard-to-10' | 'curse-player' | 'haunt-player';
    /**
     * @description start: triggers -> loot; end: triggers -> cleanup.
     * @enum {string}
     */
    'FourSouls.Step': 'start-triggers' | 'start-loot' | 'action' | 'end-triggers' | 'end-cleanup';
    'FourSouls.AttackState': {
      id: number;
      attacker: components['schemas']['FourSouls.Seat'];
      monster: components['schemas']['FourSouls.ObjectId'];
    };
    /** @description "Until end of turn" stat changes (R-TURN-5 expiry). */
    'FourSouls.Buff': {
      seat: components['schemas']['FourSouls.Seat'];
      /** @enum {string} */
      stat: 'attack' | 'health';
      n: number;
    };
    'FourSouls.FsView': {
      /** @enum {string} */
      status: 'empty' | 'playing' | 'over';
      you: components['schemas']['FourSouls.Seat'] | null;
      turn: components['schemas']['FourSouls.TurnState'];
      /** @description The turn's step in words ("action phase"). */
      stepText: string;
      priority: components['schemas']['FourSouls.Priority'] | null;
      prompt: components['schemas']['FourSouls.Prompt'] | null;
      players: components['schemas']['FourSouls.FsPlayerView'][];
      /** @description Deck sizes (R-ZONE-3); `room` is 0 in a match without rooms (R-ROOM-1). */
      deckCounts: {
        loot: number;
        treasure: number;
        monster: number;
        room: number;
      };
      /** @description Every deck's cards in order, top first: only for the omniscient viewer, which is served once the match has ended; null for seats and spectators (R-ZONE-3: deck contents and order are hidden). */
      decks: {
        loot: components['schemas']['FourSouls.FsCardView'][];
        treasure: components['schemas']['FourSouls.FsCardView'][];
        monster: components['schemas']['FourSouls.FsCardView'][];
        room: components['schemas']['FourSouls.FsCardView'][];
      } | null;
      /** @description Piles out of play carry only their catalog card ids (names, text and numbers are the catalog's). */
      discards: {
        loot: components['schemas']['FourSouls.CardObj'][];
        treasure: components['schemas']['FourSouls.CardObj'][];
        monster: components['schemas']['FourSouls.CardObj'][];
        room: components['schemas']['FourSouls.CardObj'][];
      };
      /** @description Each slot's cards, bottom first: the last one is the top (in play), the others are covered (R-ZONE-6). */
      slots: {
        shop: components['schemas']['FourSouls.FsCardView'][][];
        monster: components['schemas']['FourSouls.FsCardView'][][];
        room: components['schemas']['FourSouls.FsCardView'][][];
      };
      /** @description Bottom first: the last one resolves first. */
      stack: components['schemas']['FourSouls.FsStackItemView'][];
      pending: components['schemas']['FourSouls.FsPendingView'][];
      resolving: components['schemas']['FourSouls.Resolving'] | null;
      limbo: components['schemas']['FourSouls.FsCardView'][];
      outside: components['schemas']['FourSouls.CardObj'][];
      under: {
        [key: string]: components['schemas']['FourSouls.CardObj'][];
      };
      bonusSouls: components['schemas']['FourSouls.CardObj'][];
      decision:
        | components['schemas']['FourSouls.Decision']
        | {
            /** @enum {string} */
            kind: 'order-triggers' | 'choose' | 'arrange';
            seat: components['schemas']['FourSouls.Seat'];
          }
        | null;
      /** @description The cards the viewer is looking at (an `arrange` decision of theirs), top first. */
      looking: components['schemas']['FourSouls.FsCardView'][] | null;
      winners: components['schemas']['FourSouls.Seat'][] | null;
      endReason: string | null;
    };
    'FourSouls.TurnState': {
      number: number;
      active: components['schemas']['FourSouls.Seat'];
      step: components['schemas']['FourSouls.Step'];
      attack: components['schemas']['FourSouls.AttackState'] | null;
      nextAttackId: number;
      /** @description An effect or the active player's death ended the turn (R-TURN-6, R-PDEATH-5). */
      endRequested: boolean;
    };
    'FourSouls.Priority': {
      seat: components['schemas']['FourSouls.Seat'];
      /** @description Consecutive passes (R-STACK-6). */
      passes: number;
    };
    /** @description What the rules are waiting for. The engine never blocks: a pending decision is state, and the next command answers it. `seats` are the seats the match is waiting for (the "who are we waiting for" of every view). `kind` is game-specific ('priority', 'choose-target', 'order-triggers', 'draw', 'attack', ...) and selects the deadline and the default action (R-MATCH-1, M-MISC-4). */
    'FourSouls.Prompt': {
      kind: string;
      seats: components['schemas']['FourSouls.Seat'][];
      /** @description A short human-readable line ("P2 chooses the order of their triggers"). */
      text: string;
    };
    'FourSouls.FsPlayerView': {
      seat: components['schemas']['FourSouls.Seat'];
      character: components['schemas']['FourSouls.FsCardView'];
      items: components['schemas']['FourSouls.FsCardView'][];
      souls: components['schemas']['FourSouls.FsCardView'][];
      soulCount: number;
      curses: components['schemas']['FourSouls.FsCardView'][];
      handCount: number;
      /** @description Only the owner (and omniscient viewers) get the cards. */
      hand: components['schemas']['FourSouls.FsCardView'][] | null;
      coins: number;
      health: number;
      maxHealth: number;
      attack: number;
      lootPlays: number;
      purchases: number;
      attacks: number;
      diedThisTurn: boolean;
      conceded: boolean;
    };
    /** @description A card object as the view sends it: the object (its id, its catalog card id, tapped, damage, counters) with its name and its current numbers, so a client never recomputes a rule. The printed numbers and text are the catalog's (`GET /games/four-souls/cards`), by `card`. */
    'FourSouls.FsCardView': {
      id: components['schemas']['FourSouls.ObjectId'];
      card: components['schemas']['FourSouls.CardId'];
      tapped?: boolean;
      damage?: number;
      /** @description Counters on the object (counters.ts); a new object (R-ZONE-1) or a covered one has none (R-ZONE-6). */
      counters?: number;
      name: string;
      /** @description A monster in a slot: the health it has left now (printed health minus damage). */
      health?: number;
      /** @description A monster in a slot: its printed health. */
      maxHealth?: number;
      /** @description A monster in a slot: the lowest die result that hits it (R-ATTACK-3) for the viewing seat (the active player's for spectators), after attack-roll modifiers; a 6 always hits. */
      diceToHit?: number;
      /** @description A monster in a slot: the combat damage it deals on a missed attack roll. */
      attack?: number;
      /** @description A soul card: how many souls it is worth (R-CARD-5). */
      souls?: number;
      /** @description The top of a shop slot: what buying it costs the viewing seat (the active player's for spectators), R-BUY-2. */
      price?: number;
      /** @description The top of a slot: how many cards it covers (R-ZONE-6). */
      covered?: number;
    };
    /** @description A stack object with its name and what it will do, its targets named ("Butter Bean: cancel Dice Shard"). */
    'FourSouls.FsStackItemView':
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'loot';
          card: components['schemas']['FourSouls.CardId'];
          mode: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'ability';
          source: components['schemas']['FourSouls.ObjectId'];
          sourceCard: components['schemas']['FourSouls.CardId'];
          ability: number;
          mode: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'trigger';
          source: components['schemas']['FourSouls.ObjectId'];
          sourceCard: components['schemas']['FourSouls.CardId'];
          trigger: number | 'on-death';
          x: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'roll';
          value: number;
          purpose: components['schemas']['FourSouls.RollPurpose'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'attack';
          monster: components['schemas']['FourSouls.ObjectId'] | 'deck';
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'purchase';
          item: components['schemas']['FourSouls.ObjectId'] | 'deck';
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'damage';
          amount: number;
          attackId: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'player-death';
          seat: components['schemas']['FourSouls.Seat'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'monster-death';
          monster: components['schemas']['FourSouls.ObjectId'];
          slot: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'dead-monster';
          card: components['schemas']['FourSouls.CardId'];
          slot: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'rewards';
          monsterCard: components['schemas']['FourSouls.CardId'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'death-penalty';
          seat: components['schemas']['FourSouls.Seat'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'refill';
          slotKind: components['schemas']['FourSouls.SlotKind'];
          slot: number;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'event';
          card: components['schemas']['FourSouls.CardId'];
          slot: number | null;
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        }
      | {
          name: string;
          text: string;
          /** @constant */
          kind: 'turn-loot';
          seat: components['schemas']['FourSouls.Seat'];
          id: components['schemas']['FourSouls.ObjectId'];
          /** @description The seat that controls it (a monster's effects are controlled by the active player). */
          controller: components['schemas']['FourSouls.Seat'];
          targets: components['schemas']['FourSouls.Target'][];
        };
    'FourSouls.FsPendingView': {
      key: string;
      /** @description 'monster' for monster cards' effects and monster deaths (R-STACK-9). */
      owner: components['schemas']['FourSouls.Seat'] | 'monster';
      item: components['schemas']['FourSouls.FsStackItemView'];
    };
    /** @description The public form of an event (redact.ts): one per event type that some viewer may not see whole. */
    'FourSouls.FsPublicEvent':
      | components['schemas']['FourSouls.FsPublicDeckFormed']
      | components['schemas']['FourSouls.FsPublicDeckReshuffled']
      | components['schemas']['FourSouls.FsPublicDiceScripted']
      | components['schemas']['FourSouls.FsPublicMoved']
      | components['schemas']['FourSouls.FsPublicMovedIntoDeck']
      | components['schemas']['FourSouls.FsPublicDeckArranged']
      | components['schemas']['FourSouls.FsPublicDecisionOpened'];
    /** @description A deck formed or reshuffled: which deck and how many cards, never their order (R-ZONE-3). */
    'FourSouls.FsPublicDeckFormed': {
      /** @constant */
      type: 'deck-formed';
      deck: components['schemas']['FourSouls.DeckKind'];
      count: number;
    };
    'FourSouls.FsPublicDeckReshuffled': {
      /** @constant */
      type: 'deck-reshuffled';
      deck: components['schemas']['FourSouls.DeckKind'];
      count: number;
    };
    /** @description A scenario scripted die results ahead: how many, never the values. */
    'FourSouls.FsPublicDiceScripted': {
      /** @constant */
      type: 'dice-scripted';
      count: number;
    };
    /** @description A card moved between zones the viewer does not see into (a draw into another seat's hand): one card, no card or id. */
    'FourSouls.FsPublicMoved': {
      /** @constant */
      type: 'moved';
      from: components['schemas']['FourSouls.ZoneRef'];
      to: components['schemas']['FourSouls.ZoneRef'];
      /** @constant */
      count: 1;
    };
    /** @description A revealed card put into a deck: seen going there, but its new object in the deck stays unnamed (R-ZONE-3). */
    'FourSouls.FsPublicMovedIntoDeck': {
      /** @constant */
      type: 'moved';
      from: components['schemas']['FourSouls.ZoneRef'];
      to: components['schemas']['FourSouls.ZoneRef'];
      /** @description Null when the card left a zone the viewer never saw the objects of. */
      fromId: components['schemas']['FourSouls.ObjectId'] | null;
      obj: {
        card: components['schemas']['FourSouls.CardId'];
        tapped?: boolean;
        damage?: number;
        /** @description Counters on the object (counters.ts); a new object (R-ZONE-1) or a covered one has none (R-ZONE-6). */
        counters?: number;
      };
    };
    /** @description Another seat rearranged a deck's top: who, which deck and how many, never the order. */
    'FourSouls.FsPublicDeckArranged': {
      /** @constant */
      type: 'deck-arranged';
      deck: components['schemas']['FourSouls.DeckKind'];
      seat: components['schemas']['FourSouls.Seat'];
      count: number;
    };
    /** @description Another seat must decide something private (arrange a deck's top, choose cards to discard): what kind, never the options. */
    'FourSouls.FsPublicDecisionOpened': {
      /** @constant */
      type: 'decision-opened';
      decision: {
        /** @enum {string} */
        kind: 'order-triggers' | 'choose' | 'arrange';
        seat: components['schemas']['FourSouls.Seat'];
        /** @description The kind of choice, null for the other kinds of decision. */
        what: components['schemas']['FourSouls.ChoiceKind'] | null;
      };
    };
    /** @description An event of a match of this game as the viewer receives it: the game's event whole, or its public form when the viewer may not see it all, or one of the server's framing events. */
    'FourSouls.Event': components['schemas']['FourSouls.FsEvent'] | components['schemas']['FramingEvent'] | components['schemas']['FourSouls.FsPublicEvent'];
    /** @description Commands. The acting seat is never a field: it comes from the authenticated context (`ctx.seat`). */
    'Mansters.MCommand':
      | {
          /** @constant */
          type: 'draw';
          source: components['schemas']['Mansters.DrawSource'];
        }
      | {
          /** @constant */
          type: 'offer-trade';
          to: components['schemas']['Mansters.Seat'];
          give: string[];
          ask: number;
        }
      | {
          /** @constant */
          type: 'skip-trade';
        }
      | {
          /** @constant */
          type: 'counter-trade';
          give: string[];
          ask: number;
        }
      | {
          /** @constant */
          type: 'accept-trade';
          give: string[];
        }
      | {
          /** @constant */
          type: 'decline-trade';
        }
      | {
          /** @constant */
          type: 'play-card';
          cardId: string;
          to: components['schemas']['Mansters.SlabRef'];
          target: components['schemas']['Mansters.EffectTarget'] | null;
          choice: number | null;
        }
      | {
          /** @constant */
          type: 'draw-instead';
          source: components['schemas']['Mansters.DrawSource'];
        }
      | {
          /** @constant */
          type: 'end-play';
        }
      | {
          /** @constant */
          type: 'swap';
        }
      | {
          /** @constant */
          type: 'skip-swap';
        }
      | {
          /** @constant */
          type: 'attack';
          defender: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'concede';
        };
    /**
     * @description Where a card is drawn from (M-TURN-1, M-TURN-3).
     * @enum {string}
     */
    'Mansters.DrawSource': 'morgue' | 'manster' | 'graveyard';
    /** @description A seat is a 0-based index into the match's seat list; turn order is seat order (clockwise). */
    'Mansters.Seat': number;
    /** @description A reference to one slab of one player. */
    'Mansters.SlabRef': {
      seat: components['schemas']['Mansters.Seat'];
      slab: components['schemas']['Mansters.SlabIndex'];
    };
    /** @enum {number} */
    'Mansters.SlabIndex': 0 | 1;
    /** @description What an instant effect is aimed at; which kind a card needs is given by decide/targets.ts. */
    'Mansters.EffectTarget':
      | {
          /** @constant */
          kind: 'stack';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
        }
      | {
          /** @constant */
          kind: 'seat';
          seat: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          kind: 'graveyard';
          cardId: string;
        }
      | {
          /** @constant */
          kind: 'stackCard';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          cardId: string;
        };
    /** @description Events: every state change is one of these, and `evolve` only copies what they say. Random outcomes (deck orders, random picks) and fresh object ids are written into them. Visibility and public forms: redact.ts. */
    'Mansters.MEvent':
      | {
          /** @constant */
          type: 'game-created';
          seatCount: number;
          turnLimit: number | null;
          scenario: boolean;
        }
      | {
          /** @constant */
          type: 'decks-formed';
          morgue: components['schemas']['Mansters.CardInstance'][];
          mansterDeck: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'scenario-loaded';
          morgue: components['schemas']['Mansters.CardInstance'][];
          mansterDeck: components['schemas']['Mansters.CardInstance'][];
          graveyard: components['schemas']['Mansters.CardInstance'][];
          hands: components['schemas']['Mansters.CardInstance'][][];
          slabs: (components['schemas']['Mansters.Stack'] | null)[][];
          activeSlabs: components['schemas']['Mansters.SlabIndex'][];
          directDamage: number[];
        }
      | {
          /** @constant */
          type: 'first-player-draw';
          round: number;
          draws: {
            seat: components['schemas']['Mansters.Seat'];
            card: components['schemas']['Mansters.CardInstance'];
          }[];
        }
      | {
          /** @constant */
          type: 'first-player-chosen';
          seat: components['schemas']['Mansters.Seat'];
          /** @enum {string} */
          method: 'highest-health' | 'random-after-ties' | 'scenario';
        }
      | {
          /** @constant */
          type: 'manster-deck-shuffled';
          cards: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'graveyard-filled';
          /** @enum {string} */
          reason: 'setup' | 'empty';
          fromMorgue: number;
          fromManster: number;
          cards: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'cards-drawn';
          seat: components['schemas']['Mansters.Seat'];
          source: components['schemas']['Mansters.DrawSource'];
          cards: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'draw-fizzled';
          seat: components['schemas']['Mansters.Seat'];
          source: components['schemas']['Mansters.DrawSource'];
        }
      | {
          /** @constant */
          type: 'deck-rebuilt';
          deck: components['schemas']['Mansters.DeckName'];
          takenIds: string[];
          cards: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'opening-started';
          seat: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'turn-started';
          seat: components['schemas']['Mansters.Seat'];
          turnNumber: number;
        }
      | {
          /** @constant */
          type: 'step-entered';
          step: components['schemas']['Mansters.Step'];
        }
      | {
          /** @constant */
          type: 'trade-offered';
          from: components['schemas']['Mansters.Seat'];
          to: components['schemas']['Mansters.Seat'];
          give: components['schemas']['Mansters.CardInstance'][];
          ask: number;
        }
      | {
          /** @constant */
          type: 'trade-countered';
          from: components['schemas']['Mansters.Seat'];
          to: components['schemas']['Mansters.Seat'];
          give: components['schemas']['Mansters.CardInstance'][];
          ask: number;
        }
      | {
          /** @constant */
          type: 'trade-declined';
          from: components['schemas']['Mansters.Seat'];
          to: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'trade-accepted';
          from: components['schemas']['Mansters.Seat'];
          to: components['schemas']['Mansters.Seat'];
          /** @description Cards the offerer gave: their old hand ids and the instances (fresh ids) in the partner's hand. */
          fromCards: {
            oldId: string;
            card: components['schemas']['Mansters.CardInstance'];
          }[];
          toCards: {
            oldId: string;
            card: components['schemas']['Mansters.CardInstance'];
          }[];
        }
      | {
          /** @constant */
          type: 'trade-skipped';
          seat: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'trade-cancelled';
          from: components['schemas']['Mansters.Seat'];
          to: components['schemas']['Mansters.Seat'];
          /** @enum {string} */
          reason: 'player-out' | 'cards-gone';
        }
      | {
          /** @constant */
          type: 'card-played';
          seat: components['schemas']['Mansters.Seat'];
          handId: string;
          card: components['schemas']['Mansters.CardInstance'];
          to: components['schemas']['Mansters.SlabRef'];
          counted: boolean;
        }
      | {
          /** @constant */
          type: 'stack-healed';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          amount: number;
        }
      | {
          /** @constant */
          type: 'stack-damaged';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          amount: number;
          cause: components['schemas']['Mansters.DamageCause'];
        }
      | {
          /** @constant */
          type: 'stack-shielded';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          by: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'effect-triggered';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          card: string;
          on: components['schemas']['Mansters.TriggerEvent'];
        }
      | {
          /** @constant */
          type: 'player-healed';
          seat: components['schemas']['Mansters.Seat'];
          amount: number;
          total: number;
        }
      | {
          /** @constant */
          type: 'card-discarded';
          seat: components['schemas']['Mansters.Seat'];
          index: number;
          oldId: string;
          card: components['schemas']['Mansters.CardInstance'];
        }
      | {
          /** @constant */
          type: 'damage-prevented';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          amount: number;
          cause: components['schemas']['Mansters.DamageCause'];
        }
      | {
          /** @constant */
          type: 'stack-defeated';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          cards: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'card-removed';
          seat: components['schemas']['Mansters.Seat'];
          slab: components['schemas']['Mansters.SlabIndex'];
          removedId: string;
          card: components['schemas']['Mansters.CardInstance'];
        }
      | {
          /** @constant */
          type: 'card-scavenged';
          seat: components['schemas']['Mansters.Seat'];
          takenId: string;
          card: components['schemas']['Mansters.CardInstance'];
        }
      | {
          /** @constant */
          type: 'card-stolen';
          from: components['schemas']['Mansters.Seat'];
          to: components['schemas']['Mansters.Seat'];
          index: number;
          oldId: string;
          card: components['schemas']['Mansters.CardInstance'];
        }
      | {
          /** @constant */
          type: 'slab-swapped';
          seat: components['schemas']['Mansters.Seat'];
          activeSlab: components['schemas']['Mansters.SlabIndex'];
          by: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'attack-declared';
          attacker: components['schemas']['Mansters.Seat'];
          defender: components['schemas']['Mansters.Seat'];
          damage: number;
          blocked: boolean;
        }
      | {
          /** @constant */
          type: 'direct-damage-taken';
          seat: components['schemas']['Mansters.Seat'];
          amount: number;
          total: number;
        }
      | {
          /** @constant */
          type: 'player-out';
          seat: components['schemas']['Mansters.Seat'];
          /** @enum {string} */
          reason: 'eliminated' | 'conceded';
        }
      | {
          /** @constant */
          type: 'player-cleared';
          seat: components['schemas']['Mansters.Seat'];
          cards: components['schemas']['Mansters.CardInstance'][];
        }
      | {
          /** @constant */
          type: 'turn-ended';
          seat: components['schemas']['Mansters.Seat'];
        }
      | {
          /** @constant */
          type: 'turn-limit-reached';
          turnNumber: number;
        }
      | {
          /** @constant */
          type: 'game-ended';
          winners: components['schemas']['Mansters.Seat'][];
          reason: string;
        };
    /** @description The Mansters state: plain JSON (arrays and records only) because it is stored as jsonb and hashed with canonicalJson. Every card instance has an object id; a card gets a fresh id each time it changes zone (R-ZONE-1 style), so ids seen in a public zone never link to a hidden one (hidden information). */
    'Mansters.CardInstance': {
      id: string;
      /** @description The card definition id (cards/catalog.ts). */
      card: string;
    };
    /** @description A pile of cards on a slab (M-ZONE-1); `damage` persists until it is defeated (M-TURN-6). */
    'Mansters.Stack': {
      /** @description In the order they were played (bottom first). */
      cards: components['schemas']['Mansters.CardInstance'][];
      damage: number;
    };
    /**
     * @description The morgue holds meat, bone and spirit cards (M-CARD-1); mansters are never morgue cards (M-CARD-7).
     * @enum {string}
     */
    'Mansters.DeckName': 'morgue' | 'manster';
    /**
     * @description The steps of a turn (M-TURN-1..5); `trade-answer` waits for the trade partner (M-TURN-2).
     * @enum {string}
     */
    'Mansters.Step': 'draw' | 'trade' | 'trade-answer' | 'play' | 'swap' | 'attack';
    /** @enum {string} */
    'Mansters.DamageCause': 'attack' | 'effect' | 'meat-removed';
    /**
     * @description What makes a triggered effect resolve (M-CARD-4: an ongoing effect of a card in a stack).
     * @enum {string}
     */
    'Mansters.TriggerEvent': 'attacked' | 'attacks' | 'defeated';
    'Mansters.MView': {
      /** @enum {string} */
      viewer: 'seat' | 'spectator' | 'omniscient';
      you: components['schemas']['Mansters.Seat'] | null;
      phase: components['schemas']['Mansters.Phase'];
      seatCount: number;
      firstPlayer: components['schemas']['Mansters.Seat'] | null;
      current: components['schemas']['Mansters.Seat'] | null;
      step: components['schemas']['Mansters.Step'] | null;
      playsMade: number;
      turnNumber: number;
      /** @description RULING M-END-3: null when the match has no round limit (the default). */
      turnLimit: number | null;
      morgueCount: number;
      mansterDeckCount: number;
      /** @description Top first (M-ZONE-2: public and ordered). */
      graveyard: components['schemas']['Mansters.CardView'][];
      revealed: {
        seat: components['schemas']['Mansters.Seat'];
        card: components['schemas']['Mansters.CardView'];
      }[];
      players: components['schemas']['Mansters.PlayerView'][];
      trade: components['schemas']['Mansters.TradeView'] | null;
      prompt: components['schemas']['Mansters.Prompt'] | null;
      outcome: components['schemas']['Mansters.Outcome'] | null;
      /** @description Omniscient only. */
      morgue: components['schemas']['Mansters.CardView'][] | null;
      mansterDeck: components['schemas']['Mansters.CardView'][] | null;
    };
    /** @enum {string} */
    'Mansters.Phase': 'pregame' | 'setup' | 'opening' | 'turns' | 'over';
    /** @description A card as the view sends it: the object id, the catalog card id (`GET /games/mansters/cards` has its text and every printed value), its name, kind and the values it adds to a stack. */
    'Mansters.CardView': {
      id: string;
      card: string;
      name: string;
      kind: components['schemas']['Mansters.CardKind'];
      /** @description Meat value (M-CARD-2) or a manster's health boost (M-CARD-6), plus an ongoing health bonus. */
      health: number;
      /** @description Bone value (M-CARD-3) or a manster's damage boost (M-CARD-6), plus an ongoing attack bonus. */
      damage: number;
    };
    /**
     * @description The shape of a card definition. Cards are data (catalog.ts); their effects are data too, run by the handler table in decide/ops.ts, with each effect kind's legal targets given as data in cards/targets.ts. Kinds follow M-CARD-1..7.
     * @enum {string}
     */
    'Mansters.CardKind': 'meat' | 'bone' | 'spirit' | 'manster';
    'Mansters.PlayerView': {
      seat: components['schemas']['Mansters.Seat'];
      status: components['schemas']['Mansters.PlayerStatus'];
      handSize: number;
      /** @description Only for the seat itself and omniscient viewers. */
      hand: components['schemas']['Mansters.CardView'][] | null;
      slabs: (components['schemas']['Mansters.StackView'] | null)[];
      activeSlab: components['schemas']['Mansters.SlabIndex'];
      /** @description The slab whose stack takes no damage until this player's next turn (Warding Candle), if any. */
      shieldedSlab: components['schemas']['Mansters.SlabIndex'] | null;
      directDamage: number;
    };
    /** @enum {string} */
    'Mansters.PlayerStatus': 'playing' | 'eliminated' | 'conceded';
    /** @description A stack with its current numbers (stats.ts): a client never adds them up itself. */
    'Mansters.StackView': {
      /** @description Bottom first. */
      cards: components['schemas']['Mansters.CardView'][];
      /** @description Its health: meat (M-CARD-2), mansters and health bonuses. */
      health: number;
      /** @description Its attack: bone (M-CARD-3), mansters and attack bonuses, never below 0. */
      attack: number;
      /** @description Damage taken so far (it stays until the stack is defeated, M-TURN-6). */
      damage: number;
      /** @description Health left: `health - damage`. */
      remaining: number;
      /** @description M-CARD-5: at least one meat, one bone and one spirit card. */
      full: boolean;
      /** @description How many cards of each kind it holds. */
      counts: {
        meat: number;
        bone: number;
        spirit: number;
        manster: number;
      };
    };
    'Mansters.TradeView': {
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
      /** @description Only for the two players (M-TURN-2 RULING) and omniscient viewers. */
      give: components['schemas']['Mansters.CardView'][] | null;
      ask: number | null;
      counter: boolean;
    };
    /** @description What the rules are waiting for. The engine never blocks: a pending decision is state, and the next command answers it. `seats` are the seats the match is waiting for (the "who are we waiting for" of every view). `kind` is game-specific ('priority', 'choose-target', 'order-triggers', 'draw', 'attack', ...) and selects the deadline and the default action (R-MATCH-1, M-MISC-4). */
    'Mansters.Prompt': {
      kind: string;
      seats: components['schemas']['Mansters.Seat'][];
      /** @description A short human-readable line ("P2 chooses the order of their triggers"). */
      text: string;
    };
    /** @description How a finished match ended. `winners` is empty for a documented draw. */
    'Mansters.Outcome': {
      winners: components['schemas']['Mansters.Seat'][];
      reason: string;
    };
    /** @description The public form of an event (redact.ts): one per form a viewer who may not see the event whole can receive. */
    'Mansters.MPublicEvent':
      | components['schemas']['Mansters.MPublicDecksFormed']
      | components['schemas']['Mansters.MPublicScenarioLoaded']
      | components['schemas']['Mansters.MPublicMansterDeckShuffled']
      | components['schemas']['Mansters.MPublicDeckRebuilt']
      | components['schemas']['Mansters.MPublicCardsDrawn']
      | components['schemas']['Mansters.MPublicCardPlayed']
      | components['schemas']['Mansters.MPublicCardScavenged']
      | components['schemas']['Mansters.MPublicCardDiscarded']
      | components['schemas']['Mansters.MPublicTradeProposed']
      | components['schemas']['Mansters.MPublicTradeEnded']
      | components['schemas']['Mansters.MPublicTradeAccepted']
      | components['schemas']['Mansters.MPublicCardStolenByMe']
      | components['schemas']['Mansters.MPublicCardStolenFromMe']
      | components['schemas']['Mansters.MPublicCardStolen'];
    /** @description M-SETUP-2: the decks' sizes, never their order. */
    'Mansters.MPublicDecksFormed': {
      /** @constant */
      type: 'decks-formed';
      morgueCount: number;
      mansterDeckCount: number;
    };
    /** @description A scenario's table: the public zones whole, the decks and other seats' hands as counts. */
    'Mansters.MPublicScenarioLoaded': {
      /** @constant */
      type: 'scenario-loaded';
      morgueCount: number;
      mansterDeckCount: number;
      graveyard: components['schemas']['Mansters.CardInstance'][];
      handSizes: number[];
      /** @description The receiving seat's own hand; null for a spectator. */
      hand: components['schemas']['Mansters.CardInstance'][] | null;
      slabs: (components['schemas']['Mansters.Stack'] | null)[][];
      activeSlabs: components['schemas']['Mansters.SlabIndex'][];
      directDamage: number[];
    };
    /** @description M-SETUP-3: the manster deck was shuffled; how many cards, never the order. */
    'Mansters.MPublicMansterDeckShuffled': {
      /** @constant */
      type: 'manster-deck-shuffled';
      count: number;
    };
    /** @description M-ZONE-6: which graveyard cards left for the deck, never the deck's new order. */
    'Mansters.MPublicDeckRebuilt': {
      /** @constant */
      type: 'deck-rebuilt';
      deck: components['schemas']['Mansters.DeckName'];
      takenIds: string[];
      count: number;
    };
    /** @description Another seat drew: how many from where; graveyard cards were face up, so which ones is public (not their new ids). */
    'Mansters.MPublicCardsDrawn': {
      /** @constant */
      type: 'cards-drawn';
      seat: components['schemas']['Mansters.Seat'];
      source: components['schemas']['Mansters.DrawSource'];
      count: number;
      /** @description The catalog ids of cards drawn from the graveyard; empty for the hidden decks. */
      revealed: string[];
    };
    /** @description Another seat played a card: the card lands face up; its hand id stays private. */
    'Mansters.MPublicCardPlayed': {
      /** @constant */
      type: 'card-played';
      seat: components['schemas']['Mansters.Seat'];
      card: components['schemas']['Mansters.CardInstance'];
      to: components['schemas']['Mansters.SlabRef'];
      counted: boolean;
    };
    /** @description M-ZONE-4: another seat took a graveyard card (public); its new hand id is not. */
    'Mansters.MPublicCardScavenged': {
      /** @constant */
      type: 'card-scavenged';
      seat: components['schemas']['Mansters.Seat'];
      takenId: string;
      /** @description The catalog id of the card taken. */
      card: string;
    };
    /** @description A random card of another seat's hand went face up to the graveyard (with its new id); its hand id stays private. */
    'Mansters.MPublicCardDiscarded': {
      /** @constant */
      type: 'card-discarded';
      seat: components['schemas']['Mansters.Seat'];
      card: components['schemas']['Mansters.CardInstance'];
    };
    /** @description A trade offer or counter between two other seats: who, never the cards. */
    'Mansters.MPublicTradeProposed': {
      /** @enum {string} */
      type: 'trade-offered' | 'trade-countered';
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
    };
    /** @description A trade between two other seats was answered; accepted or declined reads the same except for the counts. */
    'Mansters.MPublicTradeEnded': {
      /** @constant */
      type: 'trade-ended';
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
      cardsMoved: number;
      fromGave: number;
      toGave: number;
    };
    /** @description A party's side of an accepted trade: the hand ids it gave and the cards it received (fresh ids). */
    'Mansters.MPublicTradeAccepted': {
      /** @constant */
      type: 'trade-accepted';
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
      gave: string[];
      received: components['schemas']['Mansters.CardInstance'][];
    };
    /** @description A steal as the thief sees it: the card it now holds. */
    'Mansters.MPublicCardStolenByMe': {
      /** @constant */
      type: 'card-stolen';
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
      card: components['schemas']['Mansters.CardInstance'];
    };
    /** @description A steal as the victim sees it: which of its hand ids left, and the card (its catalog id). */
    'Mansters.MPublicCardStolenFromMe': {
      /** @constant */
      type: 'card-stolen';
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
      oldId: string;
      card: string;
    };
    /** @description A steal between two other seats: who, never the card. */
    'Mansters.MPublicCardStolen': {
      /** @constant */
      type: 'card-stolen';
      from: components['schemas']['Mansters.Seat'];
      to: components['schemas']['Mansters.Seat'];
    };
    /** @description An event of a match of this game as the viewer receives it: the game's event whole, or its public form when the viewer may not see it all, or one of the server's framing events. */
    'Mansters.Event': components['schemas']['Mansters.MEvent'] | components['schemas']['FramingEvent'] | components['schemas']['Mansters.MPublicEvent'];
    /** @description One of a seat's legal commands with its words: what the viewer snapshot sends as `actions`. */
    'FourSouls.LabeledAction': {
      label: string;
      refs: components['schemas']['ActionRef'][];
      command: components['schemas']['FourSouls.FsCommand'];
    };
    /** @description One of a seat's legal commands with its words: what the viewer snapshot sends as `actions`. */
    'Mansters.LabeledAction': {
      label: string;
      refs: components['schemas']['ActionRef'][];
      command: components['schemas']['Mansters.MCommand'];
    };
    /** @description One of a seat's legal commands with its words: what the viewer snapshot sends as `actions`. */
    'OtherGame.LabeledAction': {
      label: string;
      refs: components['schemas']['ActionRef'][];
      command: components['schemas']['Typed'];
    };
    'FourSouls.ReplayEvent': {
      seq: number;
      type: string;
      actor: components['schemas']['Actor'];
      recordedAt: string;
      /** @description The event as this viewer may see it (the game's `redactEvent`). */
      event: components['schemas']['FourSouls.Event'];
      /** @description One readable line (the game's `describeEvent`, or the server's for framing events). */
      text: string;
    };
    'Mansters.ReplayEvent': {
      seq: number;
      type: string;
      actor: components['schemas']['Actor'];
      recordedAt: string;
      /** @description The event as this viewer may see it (the game's `redactEvent`). */
      event: components['schemas']['Mansters.Event'];
      /** @description One readable line (the game's `describeEvent`, or the server's for framing events). */
      text: string;
    };
    'OtherGame.ReplayEvent': {
      seq: number;
      type: string;
      actor: components['schemas']['Actor'];
      recordedAt: string;
      /** @description The event as this viewer may see it (the game's `redactEvent`). */
      event: components['schemas']['Typed'];
      /** @description One readable line (the game's `describeEvent`, or the server's for framing events). */
      text: string;
    };
    'FourSouls.MatchView': {
      matchId: string;
      /** @constant */
      gameId: 'four-souls';
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
      view: components['schemas']['FourSouls.FsView'];
      legalActions: components['schemas']['FourSouls.FsCommand'][];
      /** @description The legal commands with their words and refs (the shared viewer snapshot's `actions`). */
      actions: components['schemas']['FourSouls.LabeledAction'][];
    };
    'Mansters.MatchView': {
      matchId: string;
      /** @constant */
      gameId: 'mansters';
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
      view: components['schemas']['Mansters.MView'];
      legalActions: components['schemas']['Mansters.MCommand'][];
      /** @description The legal commands with their words and refs (the shared viewer snapshot's `actions`). */
      actions: components['schemas']['Mansters.LabeledAction'][];
    };
    'OtherGame.MatchView': {
      matchId: string;
      /** @description A game this document does not describe. */
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
      actions: components['schemas']['OtherGame.LabeledAction'][];
    };
    'FourSouls.ReplayResponse': {
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
      view: components['schemas']['FourSouls.FsView'] | null;
      /** @description The seat's legal commands now; [] for spectators, omniscient viewers and unless live. */
      legalActions: components['schemas']['FourSouls.FsCommand'][];
      /** @description The same commands, in the same order, each with its words and the objects and seats it refers to. */
      actions: components['schemas']['FourSouls.LabeledAction'][];
      unit: components['schemas']['StepUnit'];
      step: number;
      /** @description Turn in progress at this step (1-based), or null before the first turn. */
      turn: number | null;
      events: components['schemas']['FourSouls.ReplayEvent'][];
      navigation: components['schemas']['Navigation'];
      matchId: string;
      /** @constant */
      gameId: 'four-souls';
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
    'Mansters.ReplayResponse': {
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
      view: components['schemas']['Mansters.MView'] | null;
      /** @description The seat's legal commands now; [] for spectators, omniscient viewers and unless live. */
      legalActions: components['schemas']['Mansters.MCommand'][];
      /** @description The same commands, in the same order, each with its words and the objects and seats it refers to. */
      actions: components['schemas']['Mansters.LabeledAction'][];
      unit: components['schemas']['StepUnit'];
      step: number;
      /** @description Turn in progress at this step (1-based), or null before the first turn. */
      turn: number | null;
      events: components['schemas']['Mansters.ReplayEvent'][];
      navigation: components['schemas']['Navigation'];
      matchId: string;
      /** @constant */
      gameId: 'mansters';
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
    'OtherGame.ReplayResponse': {
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
      actions: components['schemas']['OtherGame.LabeledAction'][];
      unit: components['schemas']['StepUnit'];
      step: number;
      /** @description Turn in progress at this step (1-based), or null before the first turn. */
      turn: number | null;
      events: components['schemas']['OtherGame.ReplayEvent'][];
      navigation: components['schemas']['Navigation'];
      matchId: string;
      /** @description A game this document does not describe. */
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
    /** @description A hosted game's command (the game's reference lists them). */
    GameCommand: components['schemas']['FourSouls.FsCommand'] | components['schemas']['Mansters.MCommand'];
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
      command: components['schemas']['GameCommand'];
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
