/** Another writer appended to the stream first: reload and decide again. */
export class VersionConflictError extends Error {
  constructor(
    readonly matchId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(`match ${matchId}: expected version ${expectedVersion}, stream is at ${actualVersion ?? 'a newer version'}`);
    this.name = 'VersionConflictError';
  }
}

/** The seat already has a token (its `seat.claimed` was appended by someone else): nothing was appended. */
export class SeatTakenError extends Error {
  constructor(
    readonly matchId: string,
    readonly seat: number,
  ) {
    super(`match ${matchId}: seat ${seat} is already claimed`);
    this.name = 'SeatTakenError';
  }
}

/** Postgres unique_violation on a given constraint (TypeORM copies the driver error's fields). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.driverError?.code ?? e?.code;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}
