import type { ImportResult } from '../../src/client';
import { describeError, request } from './api';
import { h, mount, toast } from './dom';

/**
 * Import an export file (docs/replay.md, `POST /matches/import`): the server stores it as a
 * read-only finished match if it audits clean; then its replay and dispute pages open from here.
 */
export async function importPage(root: HTMLElement): Promise<() => void> {
  const file = h('input', { id: 'import-file', type: 'file', accept: '.ndjson,.jsonl,application/x-ndjson,text/plain' }) as HTMLInputElement;
  // Import is an operator action: the server's ADMIN_TOKEN, sent as a bearer token, never stored.
  const token = h('input', { id: 'import-token', type: 'password', autocomplete: 'off' }) as HTMLInputElement;
  const button = h('button.primary', { id: 'import-button', type: 'submit' }, 'Import') as HTMLButtonElement;
  const result = h('div', { id: 'import-result' });
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const f = file.files?.[0];
    if (!f) return toast('Choose an export file first (match-<id>.ndjson, from a dispute page or `npm run cli -- export`)');
    button.disabled = true;
    mount(result, h('p.muted', `Importing ${f.name} (${Math.ceil(f.size / 1024)} kB) and auditing it…`));
    try {
      const r = await request<ImportResult>('POST', '/matches/import', { text: f, type: 'application/x-ndjson' }, token.value.trim() || undefined);
      mount(
        result,
        h(
          'div.import-result',
          { 'data-match': r.matchId },
          h(
            'p',
            h('b', `Imported match ${r.matchId.slice(0, 8)}`),
            ` (${r.gameId}): ${r.events} events, ${r.commands} commands; audit ${r.audit.ok ? 'clean ✔' : 'FAILED ✘'} (${r.audit.checks.map((c) => `${c.name} ${c.status}`).join(', ')}).`,
          ),
          h('a.replay', { href: `#/replay/${r.matchId}` }, 'Open its replay'),
          h('a.dispute', { href: `#/dispute/${r.matchId}` }, 'Open its dispute review'),
        ),
      );
      toast(`Match ${r.matchId.slice(0, 8)} imported`, 'info');
    } catch (e) {
      const words = `Could not import ${f.name}: ${describeError(e)}`;
      mount(result, h('p.error', { id: 'import-error' }, words));
      toast(words);
    } finally {
      button.disabled = false;
    }
  };
  mount(
    root,
    h('div.match-head', h('h1', 'Import a match'), h('a', { href: '#/' }, 'Lobby')),
    h(
      'form.import-box',
      { onsubmit: submit },
      h(
        'p',
        'Upload an export file of a finished match (',
        h('code', 'match-<id>.ndjson'),
        ', the download on a dispute page). The server audits it and keeps it as a read-only finished match with the same id, events and hashes; it refuses a file that does not audit clean, an unfinished match, a game it does not host and a match it already has.',
      ),
      h('label', 'Export file ', file),
      h('label', 'Operator token ', token),
      h('div', button),
    ),
    result,
  );
  return () => undefined;
}
