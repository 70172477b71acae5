import 'reflect-metadata';
import { Transform, plainToInstance } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

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

  @IsInt() @Min(0) @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  /** Any PostgreSQL. When absent, an embedded PostgreSQL is started under EMBEDDED_PG_DIR. */
  @IsOptional() @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsString()
  EMBEDDED_PG_DIR: string = '.data/postgres';

  /** 0: pick a free port at each start. */
  @IsInt() @Min(0) @Max(65535)
  EMBEDDED_PG_PORT: number = 0;

  @IsInt() @Min(1) @Max(100)
  DB_POOL_SIZE: number = 10;

  /** A snapshot is written each time a stream crosses a multiple of this many events. */
  @IsInt() @Min(1)
  SNAPSHOT_EVERY: number = 100;

  /** Match states kept in memory (LRU). */
  @IsInt() @Min(1)
  STATE_CACHE_SIZE: number = 1000;

  /** Attempts when another writer appended to the same match first. */
  @IsInt() @Min(1) @Max(50)
  COMMAND_RETRIES: number = 5;

  /** Accept `setup` (scenario) in create-match. Defaults to on unless NODE_ENV=production. */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  SCENARIO_MODE?: boolean;

  /** Maximum JSON body size (body-parser syntax). */
  @Matches(/^\d+(b|kb|mb)?$/i)
  BODY_LIMIT: string = '64kb';

  /** Pause before a bot acts (ms), so humans can follow bot moves. */
  @IsInt() @Min(0)
  BOT_DELAY_MS: number = 0;

  /** Projections poll the log this often (ms) besides waking on NOTIFY; 0 disables polling. */
  @IsInt() @Min(0)
  PROJECTION_POLL_MS: number = 1000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** Pretty logs; defaults to on when stdout is a terminal outside production. */
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  LOG_PRETTY?: boolean;
}

export type AppEnvironment = Environment & { SCENARIO_MODE: boolean; LOG_PRETTY: boolean };

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
    SCENARIO_MODE: env.SCENARIO_MODE ?? env.NODE_ENV !== 'production',
    LOG_PRETTY: env.LOG_PRETTY ?? (Boolean(process.stdout.isTTY) && env.NODE_ENV !== 'production'),
  });
}
