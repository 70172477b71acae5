import type { AuditReport, MatchSummary, ReplayStep } from '../../src/client';
import { api, describeError } from './api';
import { h, mount, seatName, toast } from './dom';
import { importedMarkOf, scenarioMark } from './marks';

type Obj = Record<string, unknown>;

/** Dispute review of a finished match: the audit, the hashed event list, refusals, defaults, the seed, the export. */
export async function disputePage(root: HTMLElement, matchId: string): Promise<() => void> {
  mount(root, h('p', 'Auditing…'));
  let audit: AuditReport;
  try {
    audit = await api<AuditReport>('GET', `/matches/${matchId}/audit`);
  } catch (e) {
    mount(root, h('h1', 'Dispute review'), h('p.error', `No audit: ${describeError(e)}`), h('a', { href: `#/replay/${matchId}` }, 'Replay'));
    return () => undefined;
  }
  // The export file carries every event with its hash and the ledger (finished matches only).
  let exportRows: Obj[] = [];
  let exportText = '';
  try {
    const res = await fetch(`/matches/${matchId}/export`);
    if (!res.ok) throw new Error(`export: ${res.status}`);
    exportText = await res.text();
    exportRows = exportText
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Obj);
  } catch (e) {
    toast(`Could not load the export: ${describeError(e)}`);
  }
  const events = exportRows.filter((r) => r.record === 'event');
  const marks = await api<MatchSummary>('GET', `/matches/${matchId}`).then(
    (m) => [m.scenario ? scenarioMark() : null, importedMarkOf(m)],
    () => [],
  );
  const texts = await eventTexts(matchId).catch((e: unknown) => {
    toast(`Could not load the events in words: ${describeError(e)}`);
    return new Map<number, string>();
  });
  const words = events.map((e) => texts.get(Number(e.seq)) ?? String(e.type));
  const download = h(
    'a.button',
    { id: 'download', href: URL.createObjectURL(new Blob([exportText], { type: 'application/x-ndjson' })), download: `match-${matchId}.ndjson` },
    'Download the export file',
  );
  const commitment = audit.seedCommitment;
  const seedOk = audit.checks.find((c) => c.name === 'seed')?.status === 'passed';

  mount(
    root,
    h(
      'div.match-head',
      h('h1', 'Dispute review ', h('code', matchId.slice(0, 8))),
      h('a', { href: `#/replay/${matchId}` }, 'Replay'),
      h('a', { href: '#/' }, 'Lobby'),
    ),
    marks,
    h(
      'div.verdict',
      { class: audit.ok ? 'ok' : 'bad', id: 'verdict' },
      audit.ok ? '✔ Audit clean' : '✘ Audit FAILED',
      ` — ${audit.gameId} (${audit.rulesVersion}), ${audit.events} events, ${audit.commands} commands`,
    ),
    h(
      'table.checks',
      h('thead', h('tr', h('th', 'Check'), h('th', 'Result'), h('th', 'First bad seq'), h('th', 'Detail'))),
      h(
        'tbody',
        audit.checks.map((c) =>
          h('tr', { class: c.status }, h('td', c.name), h('td.check-status', c.status), h('td', c.firstBadSeq ?? '—'), h('td', c.detail)),
        ),
      ),
    ),
    audit.findings.length
      ? h(
          'section',
          h('h2', 'Findings'),
          h(
            'ul',
            audit.findings.map((f) => h('li', `[${f.check}] seq ${f.seq ?? '—'} ${f.commandId ?? ''}: ${f.message}`)),
          ),
        )
      : null,
    h(
      'section.seed',
      h('h2', 'Seed'),
      h('div', 'Commitment (published at creation): ', h('code', commitment ?? '—')),
      h('div', 'Revealed seed: ', h('code', audit.seed ?? '—')),
      h('div', seedOk ? 'sha256(seed) equals the commitment ✔' : 'the seed does not match the commitment ✘'),
    ),
    download,
    h(
      'section',
      h('h2', `Rejected commands (${audit.rejected.length})`),
      audit.rejected.length
        ? h(
            'table',
            h(
              'tbody',
              audit.rejected.map((r) =>
                h(
                  'tr',
                  h('td', r.seat !== null ? seatName(r.seat) : r.actor),
                  h('td', new Date(r.receivedAt).toLocaleString()),
                  h('td', h('code', JSON.stringify(r.command))),
                  h('td', `${r.code}${r.rule ? ` (${r.rule})` : ''}: ${r.message}`),
                  h('td', r.reproduced === null ? 'client-dependent' : r.reproduced ? 'reproduced ✔' : 'NOT reproduced ✘'),
                ),
              ),
            ),
          )
        : h('p.muted', 'none'),
    ),
    h(
      'section',
      h('h2', `Server defaults: timeouts and auto-pass (${audit.defaults.length})`),
      audit.defaults.length
        ? h(
            'table',
            h(
              'tbody',
              audit.defaults.map((d) =>
                h(
                  'tr',
                  h('td', d.seat !== null ? seatName(d.seat) : '—'),
                  h('td', d.reason),
                  h('td', new Date(d.receivedAt).toLocaleString()),
                  h('td', h('code', JSON.stringify(d.command))),
                  h('td', `seq ${d.firstSeq ?? '—'}–${d.lastSeq ?? '—'}`),
                ),
              ),
            ),
          )
        : h('p.muted', 'none'),
    ),
    h(
      'section',
      h('h2', `Events with hashes (${events.length})`),
      h(
        'table.events',
        h(
          'thead',
          h(
            'tr',
            ['seq', 'type', 'what happened', 'actor', 'command', 'recorded', 'hash', 'prev hash'].map((t) => h('th', t)),
          ),
        ),
        h(
          'tbody',
          events.map((e, i) =>
            h(
              'tr',
              h('td', String(e.seq)),
              h('td', String(e.type)),
              h('td.what', words[i]),
              h('td', actorText(e.actor)),
              h('td', h('code', String(e.commandId ?? ''))),
              h('td', new Date(String(e.recordedAt)).toLocaleTimeString()),
              h('td', h('code.hash', { title: String(e.hash) }, String(e.hash).slice(0, 16))),
              h('td', h('code.hash', { title: String(e.prevHash) }, String(e.prevHash ?? '').slice(0, 16))),
            ),
          ),
        ),
      ),
    ),
  );
  return () => URL.revokeObjectURL(download.getAttribute('href') ?? '');
}

function actorText(a: unknown): string {
  const o = a as Obj | null;
  if (!o) return '—';
  return o.kind === 'seat' ? seatName(Number(o.seat)) : `system (${o.reason})`;
}

/**
 * The server's words for every event (the replay's omniscient steps carry them): the same lines
 * the replay viewer and the table show. Fetched a few steps at a time.
 */
async function eventTexts(matchId: string): Promise<Map<number, string>> {
  const get = (step: number) => api<ReplayStep>('GET', `/matches/${matchId}/replay?unit=action&viewer=omniscient&step=${step}`);
  const texts = new Map<number, string>();
  const keep = (s: ReplayStep) => s.events.forEach((e) => texts.set(e.seq, e.text));
  const first = await get(0);
  keep(first);
  let next = 1;
  const worker = async () => {
    for (let step = next++; step <= first.lastStep; step = next++) keep(await get(step));
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return texts;
}
