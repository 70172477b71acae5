/**
 * The performance targets (group commit and a lean hot path; the hostile-load scenario; bytes on
 * the wire and on disk, and statements per command) against the newest figures of each
 * section, for the top of docs/benchmarks.md: each target, the figure, whether it is met, and
 * the CPU budget of a pile move. Read from the sections' own tables by column name, so a figure
 * here is always one printed further down the page.
 */
import { formatNumber } from './format';
import type { BenchTable } from './section';
import type { SectionResult } from './results';

type Cell = string | number;

function table(sections: readonly SectionResult[], id: string, titleStart: string): BenchTable | undefined {
  return sections.find((s) => s.id === id)?.tables.find((t) => t.title.startsWith(titleStart));
}

/** The first row matching `where` (column name → predicate), as a lookup by column name. */
function row(t: BenchTable | undefined, where: Readonly<Record<string, (v: Cell) => boolean>>): ((column: string) => number | null) | null {
  if (!t) return null;
  const at = (r: readonly Cell[], column: string) => r[t.columns.indexOf(column)];
  const found = t.rows.find((r) => Object.entries(where).every(([column, ok]) => ok(at(r, column) as Cell)));
  if (!found) return null;
  return (column) => {
    const v = at(found, column);
    const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? '').replace(/[^\d.-]/g, ''));
    return Number.isFinite(n) ? n : null;
  };
}

const is = (x: Cell) => (v: Cell) => v === x;
const starts = (x: string) => (v: Cell) => String(v).startsWith(x);
const show = (v: number | null, unit = '') => (v === null ? 'not measured' : `${formatNumber(v)}${unit}`);
const verdict = (v: number | null, ok: (v: number) => boolean) => (v === null ? '—' : ok(v) ? 'met' : 'not met');

export function targetLines(sections: readonly SectionResult[]): string[] {
  const ratios = row(table(sections, 'pile', 'Ratios of the medians'), { M: is(200) });
  const vsMemory = ratios?.('moves/s ÷ bgio memory') ?? null;
  const vsPostgres = ratios?.('moves/s ÷ bgio+postgres') ?? null;
  const pile = table(sections, 'pile', 'Pile workload, medians');
  const ours = (m: number) => row(pile, { store: starts('this server (PostgreSQL'), M: is(m) });
  const p50 = ours(1)?.('p50 ms') ?? null;
  const fourSoulsE2e = row(table(sections, 'e2e', 'Concurrent two-seat matches'), { game: starts('Four Souls'), M: is(200) });
  const e2e = fourSoulsE2e?.('commands/s') ?? null;
  const e2eCeiling = fourSoulsE2e?.('machine ceiling commands/s') ?? null;
  const store = row(table(sections, 'store', 'Group commit ÷ one commit per command'), { writers: is(32) });
  const batchedVsRaw = store?.('group commit ÷ raw ceiling at as many connections') ?? null;
  const seek = table(sections, 'replay', 'Seek to random steps');
  const seekMax = seek ? Math.max(...seek.rows.filter((r) => String(r[0]).startsWith('service')).map((r) => Number(r[seek.columns.indexOf('max ms')]))) : null;
  const httpWarmP50 = row(seek, { path: starts('GET /matches/:id/replay') })?.('p50 ms') ?? null;
  const coldP99 = seek?.columns.includes('p99 ms')
    ? Math.max(...seek.rows.filter((r) => String(r[0]).includes('cold')).map((r) => Number(r[seek.columns.indexOf('p99 ms')])))
    : null;
  const hostile = table(sections, 'hostile', "The scripted player's commands");
  const hostileColumn = (name: string) => (hostile ? hostile.rows.map((r) => Number.parseFloat(String(r[hostile.columns.indexOf(name)]))) : []);
  const worstWait = hostile ? Math.max(...hostileColumn('wait max ms')) : null;
  const lost = hostile ? hostileColumn('in-time commands lost').reduce((a, b) => a + b, 0) : null;
  const fiveXx = hostile ? hostileColumn('5xx').reduce((a, b) => a + b, 0) : null;
  const bytes = table(sections, 'storage', '');
  const allTables = row(bytes, { table: is('all tables') })?.('total B/event') ?? null;
  const eventLog = row(bytes, { table: is('match_appends') })?.('total B/event') ?? null;
  const perCommand = table(sections, 'e2e', 'What a command costs');
  const statements = (game: string) => row(perCommand, { game: starts(game) })?.('statements/command') ?? null;
  const manstersStatements = statements('Mansters');
  const fourSoulsStatements = statements('Four Souls');
  const wire = table(sections, 'wire', 'Per viewer and match');
  const wireRow = (game: string, viewer: string) => row(wire, { game: starts(game), viewer: is(viewer), protocol: is('v2') });
  const fsSeat = wireRow('Four Souls', 'seat');
  const wireShare = (column: string) => {
    const shares = ['Four Souls', 'Mansters'].flatMap((g) => ['seat', 'spectator'].map((v) => wireRow(g, v)?.(column) ?? null));
    return shares.includes(null) ? null : Math.max(...(shares as number[]));
  };
  const manstersSeatMax = wireRow('Mansters', 'seat')?.('max B') ?? null;
  const bots = table(sections, 'bots', 'Two-seat matches');
  const pairing = (game: string) => row(bots, { pairing: is(`${game}: strong vs greedy`) });
  const botLines = (game: string): Cell[][] => {
    const r = pairing(game);
    const games = r?.('matches') ?? null;
    const wins = r?.('wins of the first') ?? null;
    const ended = r?.('ended by the rules') ?? null;
    const p95 = r?.('decision p95 ms') ?? null;
    return [
      [
        `Bots, ${game}: strong wins ≥ 80 % of 200 matches against greedy`,
        wins === null ? 'not measured' : `${show(wins, ' %')} of ${show(games)} matches`,
        verdict(wins, (v) => v >= 80 && (games ?? 0) >= 200),
      ],
      [`Bots, ${game}: ≥ 99 % of matches end by the rules`, show(ended, ' %'), verdict(ended, (v) => v >= 99)],
      [`Bots, ${game}: decision p95 ≤ 1 s`, show(p95, ' ms'), verdict(p95, (v) => v <= 1000)],
    ];
  };
  const loopP99 = row(table(sections, 'bots', "The server's event-loop delay"), {})?.('loop delay p99 ms') ?? null;
  const rows: Cell[][] = [
    ...botLines('Four Souls'),
    ...botLines('Mansters'),
    ['Bots: event-loop delay p99 ≤ 20 ms while 10 strong-bot matches play', show(loopP99, ' ms'), verdict(loopP99, (v) => v <= 20)],
    [
      'Wire, Four Souls seat: protocol 2 update p50 ≤ 700 B, as sent (default permessage-deflate)',
      show(fsSeat?.('sent p50 B') ?? null, ' B'),
      verdict(fsSeat?.('sent p50 B') ?? null, (v) => v <= 700),
    ],
    [
      'Wire, Four Souls seat: protocol 2 update p50 ≤ 700 B, raw JSON (no deflate)',
      show(fsSeat?.('p50 B') ?? null, ' B'),
      verdict(fsSeat?.('p50 B') ?? null, (v) => v <= 700),
    ],
    [
      'Wire, every viewer: protocol 2 bytes per match ≤ 10 % of protocol 1 raw, as sent (worst viewer)',
      show(wireShare('sent % of v1 raw'), ' %'),
      verdict(wireShare('sent % of v1 raw'), (v) => v <= 10),
    ],
    [
      'Wire, every viewer: protocol 2 bytes per match ≤ 10 % of protocol 1, raw JSON (worst viewer)',
      show(wireShare('% of v1'), ' %'),
      verdict(wireShare('% of v1'), (v) => v <= 10),
    ],
    ['Wire, Mansters seat: no protocol 2 update over 16 KB (raw)', show(manstersSeatMax, ' B'), verdict(manstersSeatMax, (v) => v <= 16_384)],
    ['Pile M=200: moves/s ≥ 1× boardgame.io in memory', show(vsMemory, '×'), verdict(vsMemory, (v) => v >= 1)],
    ['Pile M=200: moves/s ≥ 10× boardgame.io + bgio-postgres', show(vsPostgres, '×'), verdict(vsPostgres, (v) => v >= 10)],
    ['Pile M=1: p50 < 2 ms', show(p50, ' ms'), verdict(p50, (v) => v < 2)],
    ['Four Souls bot matches over socket.io, M=200: ≥ 2,000 commands/s', show(e2e, ' commands/s'), verdict(e2e, (v) => v >= 2000)],
    [
      "Four Souls M=200, the machine's ceiling (its cores ÷ the server's, PostgreSQL's and the clients' CPU per command): ≥ 2,000 commands/s",
      show(e2eCeiling, ' commands/s'),
      verdict(e2eCeiling, (v) => v >= 2000),
    ],
    ['Store, 32 writers: group commit ≥ 3× the raw single-row INSERT+COMMIT ceiling', show(batchedVsRaw, '×'), verdict(batchedVsRaw, (v) => v >= 3)],
    ['Replay seek (cold and warm) < 5 ms at every step tried: slowest seek', show(seekMax, ' ms'), verdict(seekMax, (v) => v < 5)],
    ['Replay over HTTP, warm: p50 ≤ 2 ms', show(httpWarmP50, ' ms'), verdict(httpWarmP50, (v) => v <= 2)],
    ['Replay seek, cold: p99 ≤ 20 ms (worst unit)', show(coldP99, ' ms'), verdict(coldP99, (v) => v <= 20)],
    ['Hostile load, every scenario: command wait ≤ 200 ms (the worst wait)', show(worstWait, ' ms'), verdict(worstWait, (v) => v <= 200)],
    ['Storage over all tables ≤ 400 B per event', show(allTables, ' B/event'), verdict(allTables, (v) => v <= 400)],
    ['Storage of the event log table ≤ 250 B per event', show(eventLog, ' B/event'), verdict(eventLog, (v) => v <= 250)],
    ['Bot workload: ≤ 1.3 statements per command, Four Souls', show(fourSoulsStatements), verdict(fourSoulsStatements, (v) => v <= 1.3)],
    ['Bot workload: ≤ 1.3 statements per command, Mansters', show(manstersStatements), verdict(manstersStatements, (v) => v <= 1.3)],
    [
      'Hostile load: 0 in-time commands lost, 0 5xx',
      lost === null ? 'not measured' : `${show(lost)} lost, ${show(fiveXx)} 5xx`,
      verdict(lost, (v) => v === 0 && fiveXx === 0),
    ],
  ];
  const t: BenchTable = { title: 'Targets', columns: ['target', 'figure (newest run of its section)', 'status'], rows };
  return [...markdownRows(t), '', ...budget(sections)];
}

function markdownRows(t: BenchTable): string[] {
  return [`| ${t.columns.join(' | ')} |`, `|${t.columns.map(() => ' --- ').join('|')}|`, ...t.rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** The CPU a pile move costs at the largest M measured (server, PostgreSQL, clients) and what that allows on this machine's cores. */
function budget(sections: readonly SectionResult[]): string[] {
  const pile = sections.find((s) => s.id === 'pile');
  const runs = table(sections, 'pile', 'Every run');
  if (!pile || !runs) return [];
  const col = (name: string) => runs.columns.indexOf(name);
  const ours = runs.rows.filter((r) => String(r[col('store')]).startsWith('this server (PostgreSQL'));
  // M=200 when measured; a --quick run stops at M=50.
  const m = Math.max(...ours.map((r) => Number(r[col('M')])));
  const mine = ours.filter((r) => r[col('M')] === m);
  const median = (name: string) => {
    const xs = mine
      .map((r) => Number(r[col(name)]))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return xs.length ? (xs[Math.floor((xs.length - 1) / 2)] as number) : null;
  };
  const server = median('server CPU ms/move');
  const pg = median('PG CPU ms/move');
  const clients = median('clients CPU ms/move');
  const rate = median('moves/s');
  if (server === null || pg === null || clients === null || rate === null) return [];
  const total = server + pg + clients;
  const cores = pile.machine.cpus;
  const busy = (total * rate) / 1000;
  const profiled = pile.notes.some((n) => n.startsWith('CPU profile of our server'));
  return [
    `CPU budget of one pile move at M=${m} with group commit (medians of the runs): our server ${formatNumber(server)} ms, PostgreSQL ${formatNumber(pg)} ms, the load generator's clients ${formatNumber(clients)} ms — ${formatNumber(total)} ms in all, so these ${cores} cores could carry at most ${formatNumber((cores * 1000) / total)} moves/s if nothing ever waited. Measured: ${formatNumber(rate)} moves/s, i.e. ${formatNumber(busy)} of ${cores} cores busy with this workload (the rest is other work on the shared machine, and waiting).${profiled ? " The pile section's notes list the profile of the server (top functions by self time) from `--cpu-prof`." : ' No `--cpu-prof` profile in this run of the pile section.'}`,
  ];
}
