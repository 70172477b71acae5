/**
 * `wire`: what a match costs on the wire per viewer: bytes per state message and per match, for a
 * seat and a spectator of Four Souls and Mansters, protocol 1 (a whole snapshot in every update)
 * against protocol 2 (snapshot deltas), each raw and through permessage-deflate.
 */
import { deflateContextOf, realtimeOptionsFromEnv } from '../../src/realtime/realtime-options';
import { compiledServerMain } from '../lib/compiled-server';
import { createBenchDatabase } from '../lib/postgres';
import { percentile, round, seededRandom, sleep } from '../lib/sample-stats';
import { SeatPlayer } from '../lib/seat-player';
import type { BenchSection, BenchSectionRunner } from '../lib/section';
import { startServerChild } from '../lib/server-child';
import { serverNodeFlags } from '../lib/server-node-flags';
import { WireRecorder, type WireTally } from '../lib/wire-recorder';

export const id = 'wire';

const GAMES = [
  { label: 'Four Souls (turnCap 12)', gameId: 'four-souls', options: { turnCap: 12 } },
  { label: 'Mansters (defaults)', gameId: 'mansters', options: {} },
] as const;

type ViewerKind = 'seat' | 'spectator';
const KINDS: readonly ViewerKind[] = ['seat', 'spectator'];
const PROTOCOLS = [1, 2] as const;

export const run: BenchSectionRunner = async (ctx): Promise<BenchSection> => {
  const matches = ctx.quick ? 1 : 3;
  const boundMs = ctx.quick ? 90_000 : 240_000;
  const db = await createBenchDatabase(ctx.databaseUrl, 'bench_wire');
  const server = await startServerChild({
    script: compiledServerMain(),
    nodeArgs: serverNodeFlags(),
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_PRETTY: 'false', DATABASE_URL: db.url, WS_RATE_CAPACITY: '100000', WS_RATE_PER_SECOND: '100000' },
    readyPath: '/health',
    cwd: ctx.projectRoot ?? process.cwd(),
  });
  const rows: (string | number)[][] = [];
  try {
    for (const game of GAMES) {
      const tallies = new Map<string, WireTally[]>();
      for (let m = 0; m < matches; m += 1) {
        ctx.log(`wire: ${game.gameId} match ${m + 1}/${matches}`);
        for (const [key, tally] of await recordMatch(server.url, game, m, boundMs)) tallies.set(key, [...(tallies.get(key) ?? []), tally]);
      }
      for (const kind of KINDS) {
        const v1 = tallies.get(`${kind} 1`) ?? [];
        for (const protocol of PROTOCOLS) {
          const ts = tallies.get(`${kind} ${protocol}`) ?? [];
          rows.push(row(game.label, kind, protocol, ts, v1));
        }
      }
    }
  } finally {
    await server.stop();
    await db.drop();
  }
  const options = realtimeOptionsFromEnv();
  const context = deflateContextOf(options);
  return {
    id,
    title: 'On the wire: bytes per update and per match, protocol 1 against protocol 2, raw and as sent with permessage-deflate',
    command: ['npm run bench -- --only wire', ...(ctx.quick ? ['--quick'] : [])].join(' '),
    tables: [
      {
        title: `Per viewer and match (${matches} two-seat match(es) per game, played by two protocol 2 seat clients choosing random legal actions)`,
        columns: [
          'game',
          'viewer',
          'protocol',
          'updates/match',
          'p50 B',
          'p99 B',
          'max B',
          'KB/match',
          '% of v1',
          'sent p50 B',
          'sent KB/match',
          'sent % of v1 raw',
          'deflate CPU µs/update',
          'in two writes µs',
        ],
        rows,
      },
    ],
    notes: [
      'Per game: a fresh match, both seats claimed over REST and played by typed clients (protocol 2) choosing random legal actions; alongside, for each seat and for a spectator, one bare socket in protocol 1 and one in protocol 2 joined before the first move. Bytes: the JSON text of each match:update (protocol 1) or match:delta (protocol 2) as socket.io sends it, join update included.',
      `Sent: the same messages as the server sends them with its default permessage-deflate (messages of at least ${options.deflateThresholdBytes} B through one raw-deflate context per socket: level 6, a ${2 ** (context.windowBits - 10)} KB window with memLevel ${context.memLevel}, a sync flush per message, the empty block dropped, as permessage-deflate with context takeover sends them; smaller ones as they are); CPU µs/update is that deflate alone, measured in this process after the match: one synchronous zlib call per message as the server sends them (src/realtime/inline-deflate.ts), and "in two writes" the same stream the way the websocket library itself compresses (the message, then the flush: two trips through zlib's thread pool). Both give the same sizes, checked message by message, but for a 5-byte empty block the library's stream adds where its output buffer fills exactly.`,
      'Targets: protocol 2 bytes per match at most 10 % of protocol 1 for every viewer; a Four Souls seat update p50 at most 700 B; no Mansters seat update above 16 KB.',
    ],
  };
};

/** One match with its recorders: key `<viewer kind> <protocol>`, seat recorders of both seats pooled. */
async function recordMatch(url: string, game: (typeof GAMES)[number], m: number, boundMs: number): Promise<Map<string, WireTally>> {
  const created = await postJson<{ matchId: string }>(`${url}/matches`, { gameId: game.gameId, seats: 2, options: game.options });
  const matchId = created.matchId;
  const tokens: string[] = [];
  for (const seat of [0, 1]) tokens.push((await postJson<{ token: string }>(`${url}/matches/${matchId}/seats/${seat}`, { name: `P${seat + 1}` })).token);
  const recorders: { key: string; recorder: WireRecorder }[] = [];
  for (const protocol of PROTOCOLS) {
    for (const token of tokens) recorders.push({ key: `seat ${protocol}`, recorder: new WireRecorder(url, matchId, protocol, token) });
    recorders.push({ key: `spectator ${protocol}`, recorder: new WireRecorder(url, matchId, protocol) });
  }
  await Promise.all(recorders.map((r) => r.recorder.join()));
  const players = tokens.map((token, seat) => new SeatPlayer(url, matchId, seat, token, seededRandom(m * 10 + seat + 1)));
  try {
    await Promise.all(players.map((p) => p.join()));
    for (const p of players) p.start();
    const deadline = performance.now() + boundMs;
    while (performance.now() < deadline && players.some((p) => p.finishedAt === null)) await sleep(100);
    await sleep(300);
  } finally {
    for (const p of players) p.stop();
    for (const r of recorders) r.recorder.close();
  }
  const out = new Map<string, WireTally>();
  for (const { key, recorder } of recorders) {
    await recorder.measureDeflate(realtimeOptionsFromEnv());
    const before = out.get(key);
    out.set(
      key,
      before
        ? {
            bytes: [...before.bytes, ...recorder.tally.bytes],
            sent: [...before.sent, ...recorder.tally.sent],
            deflateMs: before.deflateMs + recorder.tally.deflateMs,
            deflateTwoWritesMs: before.deflateTwoWritesMs + recorder.tally.deflateTwoWritesMs,
          }
        : recorder.tally,
    );
  }
  return out;
}

function row(label: string, kind: ViewerKind, protocol: 1 | 2, tallies: readonly WireTally[], v1: readonly WireTally[]): (string | number)[] {
  const viewersPerMatch = kind === 'seat' ? 2 : 1;
  const perMatch = (ts: readonly WireTally[], pick: (t: WireTally) => readonly number[]) =>
    ts.reduce((n, t) => n + pick(t).reduce((a, b) => a + b, 0), 0) / Math.max(1, ts.length * viewersPerMatch);
  const bytes = tallies.flatMap((t) => t.bytes);
  const raw = perMatch(tallies, (t) => t.bytes);
  const v1Raw = perMatch(v1, (t) => t.bytes);
  const sentBytes = tallies.flatMap((t) => t.sent);
  const sent = perMatch(tallies, (t) => t.sent);
  const updates = bytes.length / Math.max(1, tallies.length * viewersPerMatch);
  const deflateMs = tallies.reduce((n, t) => n + t.deflateMs, 0);
  const twoWritesMs = tallies.reduce((n, t) => n + t.deflateTwoWritesMs, 0);
  return [
    label,
    kind,
    `v${protocol}`,
    Math.round(updates),
    Math.round(percentile(bytes, 50)),
    Math.round(percentile(bytes, 99)),
    Math.max(0, ...bytes),
    round(raw / 1024, 1),
    `${round((100 * raw) / Math.max(1, v1Raw), 1)} %`,
    Math.round(percentile(sentBytes, 50)),
    round(sent / 1024, 1),
    `${round((100 * sent) / Math.max(1, v1Raw), 2)} %`,
    round((deflateMs * 1000) / Math.max(1, bytes.length), 1),
    round((twoWritesMs * 1000) / Math.max(1, bytes.length), 1),
  ];
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
