/** The little HTTP and concurrency the lobby phases need. */

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function forEachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Creates `count` two-seat matches through a lobby, 16 requests at a time: `create` makes one
 * match and returns its id, `join` claims one seat of it and returns the seat's secret.
 */
export async function createTwoSeatMatches(
  count: number,
  create: () => Promise<string>,
  join: (matchId: string, seat: number) => Promise<string>,
): Promise<{ matchId: string; seat: number; secret: string }[][]> {
  const matches: { matchId: string; seat: number; secret: string }[][] = Array.from({ length: count }, () => []);
  await forEachLimit(
    matches.map((_, i) => i),
    16,
    async (i) => {
      const matchId = await create();
      for (const seat of [0, 1]) matches[i]!.push({ matchId, seat, secret: await join(matchId, seat) });
    },
  );
  return matches;
}
