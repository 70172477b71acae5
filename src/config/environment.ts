import 'reflect-metadata';
import { Transform, plainToInstance } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';

// Reads the raw value (`obj[key]`): implicit conversion has already turned "false" into true.
const toBoolean = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const value = obj[key];
  if (typeof value === 'boolean' || value === undefined) return value;
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  return value; // left as is so that validation reports it
};

/**
 * Every environment variable the server reads, with its default. Validated once at start-up;
 * a bad value stops the process with a message naming the variable. Types are written out on
 * purpose: implicit conversion of "8080" to a number relies on the emitted design type.
 */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  /** Any PostgreSQL. When absent, an embedded PostgreSQL is started under EMBEDDED_PG_DIR. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /**
   * The role that owns the schema: migrations run as it, and it grants the server's role
   * (DATABASE_URL) only what it needs (docs/operations.md, "Database roles"). Unset: migrations
   * run as DATABASE_URL's role, which then owns the tables and could rewrite history.
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_OWNER_URL must be a postgres:// URL' })
  DATABASE_OWNER_URL?: string;

  /**
   * Streaming replicas for reads that may lag (replay, audit, export, the lobby): one URL, several
   * hosts allowed (the first that answers is used). Unset: every read goes to DATABASE_URL.
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_REPLICA_URL must be a postgres:// URL' })
  DATABASE_REPLICA_URL?: string;

  /** How long a read waits for a replica to reach what its reader was already shown (ms) before reading the primary. */
  @IsInt()
  @Min(0)
  @Max(10_000)
  REPLICA_WAIT_MS: number = 200;

  @IsString()
  EMBEDDED_PG_DIR: string = '.data/postgres';

  /** 0: pick a free port at each start. */
  @IsInt()
  @Min(0)
  @Max(65535)
  EMBEDDED_PG_PORT: number = 0;

  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_SIZE: number = 10;

  /** The state is cached each time a stream crosses a multiple of this many events. */
  @IsInt()
  @Min(1)
  STATE_CACHE_EVERY: number = 100;

  /**
   * Group commit: hot-path appends of different matches that queue while a write is in flight go
   * out together, one round trip and one durable commit (src/event-store/group-commit.ts). Off:
   * one statement and one commit per command.
   */
  @Transform(toBoolean)
  @IsBoolean()
  APPEND_GROUP_COMMIT: boolean = true;

  /**
   * Hot-path appends in flight at once, each holding one pooled connection until its commit. A
   * command that finds one free goes alone (the one-statement append); the commands that arrive
   * while all are busy go out together in the next. Unset: DB_POOL_SIZE, so group commit batches
   * exactly the commands that would otherwise wait for a connection.
   */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  APPEND_BATCHES_IN_FLIGHT?: number;

  /** Match states kept in memory (LRU). */
  @IsInt()
  @Min(1)
  STATE_CACHE_SIZE: number = 1000;

  /** Attempts when another writer appended to the same match first. */
  @IsInt()
  @Min(1)
  @Max(50)
  COMMAND_RETRIES: number = 5;

  /**
   * Accept `setup` (scenario: chosen decks and hands) in create-match. Off unless set on: a
   * scenario match is not a fair shuffle, so a public server must never offer it by accident.
   */
  @Transform(toBoolean)
  @IsBoolean()
  SCENARIO_MODE: boolean = false;

  /** Maximum JSON body size (body-parser syntax). */
  @Matches(/^\d+(b|kb|mb)?$/i)
  BODY_LIMIT: string = '64kb';

  /**
   * Operator credential for `POST /matches/import` (Authorization: Bearer). Unset: import is off.
   * At least 16 characters, so that a guessable token cannot be set by mistake.
   */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'ADMIN_TOKEN must be at least 16 characters' })
  ADMIN_TOKEN?: string;

  /** Largest export file `POST /matches/import` accepts (body-parser syntax; larger: 413). */
  @Matches(/^\d+(b|kb|mb)?$/i)
  IMPORT_LIMIT: string = '8mb';

  /**
   * Quotas per client (IP address), docs/operations.md "Quotas". REST: at most QUOTA_<ROUTE>
   * requests per QUOTA_WINDOW_SECONDS and client, per route (create, claim, import, audit, export,
   * replay); over it: 429 RATE_LIMITED with Retry-After. Counted per server process, or by every
   * process together with QUOTA_STORE=postgres.
   */
  @IsInt()
  @Min(1)
  @Max(86_400)
  QUOTA_WINDOW_SECONDS: number = 60;

  /**
   * Where the REST quotas count: `memory` (each process on its own) or `postgres` (one table that
   * every instance on the database shares: set it when several instances serve one database, or a
   * client gets each instance's quota).
   */
  @IsIn(['memory', 'postgres'])
  QUOTA_STORE: 'memory' | 'postgres' = 'memory';

  @IsInt()
  @Min(1)
  QUOTA_CREATE: number = 30;

  @IsInt()
  @Min(1)
  QUOTA_CLAIM: number = 60;

  @IsInt()
  @Min(1)
  QUOTA_IMPORT: number = 10;

  @IsInt()
  @Min(1)
  QUOTA_AUDIT: number = 20;

  @IsInt()
  @Min(1)
  QUOTA_EXPORT: number = 30;

  @IsInt()
  @Min(1)
  QUOTA_REPLAY: number = 600;

  /** Socket.io connections (every namespace) open at once per client. */
  @IsInt()
  @Min(1)
  QUOTA_SOCKETS: number = 20;

  /** Matches joined at once on the play namespace, over all of a client's sockets. */
  @IsInt()
  @Min(1)
  QUOTA_JOINS: number = 50;

  /** Matches followed at once on the /replay namespace, over all of a client's sockets. */
  @IsInt()
  @Min(1)
  QUOTA_FOLLOWS: number = 20;

  /** Messages per second one /replay socket may send (bursts of twice as many). */
  @IsInt()
  @Min(1)
  QUOTA_REPLAY_MESSAGES_PER_SECOND: number = 5;

  /** Bot-only matches (every seat a bot) not yet finished, per client that created them. */
  @IsInt()
  @Min(0)
  QUOTA_BOT_MATCHES: number = 2;

  /** Bot-only matches not yet finished on the whole server (every instance). */
  @IsInt()
  @Min(0)
  QUOTA_BOT_MATCHES_TOTAL: number = 8;

  /**
   * Events the server plays by itself (bot moves, deadline defaults) per minute in the matches one
   * client created, over all of them (bursts of a tenth of a minute's worth); beyond it those
   * matches wait for the budget instead of running at full speed.
   */
  @IsInt()
  @Min(1)
  QUOTA_SERVER_EVENTS_PER_MINUTE: number = 1200;

  /**
   * The Ed25519 private key that signs finished matches' chain heads (PKCS#8 PEM, line breaks may
   * be written `\n`, or the base64 of its DER). Unset: the key in SIGNING_KEY_FILE, created on first
   * start. Several instances must share one key.
   */
  @IsOptional()
  @IsString()
  SIGNING_KEY?: string;

  /** Where the signing key is kept when SIGNING_KEY is unset (created 0600 on first start). */
  @IsString()
  SIGNING_KEY_FILE: string = '.data/stackbound-signing-key.pem';

  /**
   * Public keys of other servers whose signed heads an import accepts (SPKI PEMs, line breaks may
   * be written `\n`; several separated by `;`). This server's own key is always trusted. A file
   * signed by a key not listed is stored as an "unsigned import"; one whose signature does not
   * verify against the key it names is refused.
   */
  @IsOptional()
  @IsString()
  TRUSTED_SIGNING_KEYS?: string;

  /** Pause before a bot acts (ms), always. */
  @IsInt()
  @Min(0)
  BOT_DELAY_MS: number = 0;

  /** Pause before a bot acts (ms) while a person holds a seat or watches the match, so its turn can be followed. */
  @IsInt()
  @Min(0)
  BOT_WATCHED_DELAY_MS: number = 600;

  /**
   * Accounts (docs/accounts.md): the session cookie is `__Host-stackbound_session` with `Secure`.
   * Browsers accept it over https and on http://localhost (a secure context); set this to false
   * only for plain http on another host name: the cookie is then `stackbound_session` without
   * `Secure` (and without the `__Host-` prefix, which requires it).
   */
  @Transform(toBoolean)
  @IsBoolean()
  SESSION_COOKIE_SECURE: boolean = true;

  /**
   * Passkeys (docs/accounts.md): the origin pages are served from (`https://play.example.org`),
   * whose host name is the WebAuthn RP ID. Unset: each request's own scheme and Host, right when
   * the server is reached directly; set it behind a proxy that rewrites Host.
   */
  @IsOptional()
  @IsString()
  WEBAUTHN_ORIGIN?: string;

  /**
   * Web Push (docs/operations.md): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
   * prints them). Unset: the pair in VAPID_KEYS_FILE, created on first start. Every instance must
   * use one pair: browsers subscribe to its public key.
   */
  @IsOptional()
  @IsString()
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @IsString()
  VAPID_PRIVATE_KEY?: string;

  /** Where the VAPID keys are kept when unset above (created 0600 on first start). */
  @IsString()
  VAPID_KEYS_FILE: string = '.data/stackbound-vapid-keys.json';

  /** Who push services may contact about this server's pushes (RFC 8292): a `mailto:` or an https URL. */
  @IsString()
  VAPID_SUBJECT: string = 'mailto:operator@stackbound.invalid';

  /** How often (ms) each instance looks for correspondence turns past 80 % of their deadline; 0: never. */
  @IsInt()
  @Min(0)
  REMINDER_POLL_MS: number = 30_000;

  /**
   * OpenID Connect sign-in (docs/accounts.md, "OpenID Connect"): the identity provider's issuer URL
   * (its discovery document is `<issuer>/.well-known/openid-configuration`). Unset: no OIDC sign-in.
   * Set together with OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME. https, except on a loopback
   * host (a provider on the same machine).
   */
  @IsOptional()
  @Matches(/^https?:\/\//, { message: 'OIDC_ISSUER must be an http(s) URL' })
  OIDC_ISSUER?: string;

  /** The client id this server was registered with at the provider. */
  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  /** The client secret that goes with OIDC_CLIENT_ID (sent to the token endpoint only). */
  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  /** The provider's name on the sign-in page: "Sign in with <OIDC_NAME>". */
  @IsOptional()
  @IsString()
  OIDC_NAME?: string;

  /**
   * The redirect URI registered at the provider (`https://play.example.org/auth/oidc/callback`).
   * Unset: `/auth/oidc/callback` on each request's own scheme and Host; set it behind a proxy that
   * rewrites Host.
   */
  @IsOptional()
  @Matches(/^https?:\/\//, { message: 'OIDC_REDIRECT_URI must be an http(s) URL' })
  OIDC_REDIRECT_URI?: string;

  /** How long a session lasts from sign-in (days); signing out ends it sooner. */
  @IsInt()
  @Min(1)
  @Max(365)
  SESSION_DAYS: number = 30;

  /**
   * Sign-in throttling: after this many failed sign-ins for one username (existing or not) within
   * SIGN_IN_WINDOW_SECONDS, further attempts for it are refused (429) until the window ends; an
   * address gets SIGN_IN_MAX_FAILURES_PER_ADDRESS failures over all usernames.
   */
  @IsInt()
  @Min(1)
  SIGN_IN_MAX_FAILURES: number = 5;

  @IsInt()
  @Min(1)
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: number = 20;

  @IsInt()
  @Min(1)
  @Max(86_400)
  SIGN_IN_WINDOW_SECONDS: number = 900;

  /** Projections poll the log this often (ms) besides waking on NOTIFY; 0 disables polling. */
  @IsInt()
  @Min(0)
  PROJECTION_POLL_MS: number = 1000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** Pretty logs; defaults to on when stdout is a terminal outside production. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  LOG_PRETTY?: boolean;
}

export type AppEnvironment = Environment & { LOG_PRETTY: boolean };

export function validateEnvironment(raw: Record<string, unknown>): AppEnvironment {
  // An empty variable (`DATABASE_URL=` in a compose file) means "not set".
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const env = plainToInstance(Environment, present, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const details = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  return Object.assign(env, {
    LOG_PRETTY: env.LOG_PRETTY ?? (Boolean(process.stdout.isTTY) && env.NODE_ENV !== 'production'),
  });
}
