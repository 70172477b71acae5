const UNITS: Readonly<Record<string, number>> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** Bytes of a size written as in the configuration (`8mb`, `64kb`, `1000`; body-parser's units). */
export function byteSize(text: string): number {
  const match = /^(\d+)(b|kb|mb)?$/i.exec(text.trim());
  if (!match) throw new Error(`not a size: ${text}`);
  return Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1);
}
