/** A position in the database's history: a WAL location as PostgreSQL prints it (`hi/lo` in hex); see read-replica.ts. */
export type ReadPosition = string;

/** A WAL location `hi/lo` (hex) as one number: exact below 2^53, some 8 PB of WAL. */
function walOffset(position: ReadPosition): number {
  const [hi = '0', lo = '0'] = position.split('/');
  return parseInt(hi, 16) * 2 ** 32 + parseInt(lo, 16);
}

/** The later of two read positions (the second when `a` is absent). */
export function laterPosition(a: ReadPosition | null, b: ReadPosition): ReadPosition {
  return a !== null && walOffset(a) > walOffset(b) ? a : b;
}
