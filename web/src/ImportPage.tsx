import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { ImportResult } from '../../src/client';
import { describeError, request } from './api';
import { useMatchTitle } from './match-titles';
import { toast } from './toast';

/**
 * `#/import`: an export file (docs/replay.md, `POST /matches/import`) is stored as a read-only
 * finished match if it audits clean; then its replay and dispute pages open from here.
 */
export async function importPage(root: HTMLElement): Promise<() => void> {
  render(<ImportForm />, root);
  return () => render(null, root);
}

type Outcome = { kind: 'busy'; text: string } | { kind: 'done'; result: ImportResult } | { kind: 'refused'; text: string } | null;

function ImportForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = outcome?.kind === 'busy';
  const submit = async (ev: Event) => {
    ev.preventDefault();
    const form = ev.currentTarget as HTMLFormElement;
    const f = (form.querySelector('#import-file') as HTMLInputElement).files?.[0];
    // Import is an operator action: the server's ADMIN_TOKEN, sent as a bearer token, never stored.
    const token = (form.querySelector('#import-token') as HTMLInputElement).value.trim();
    if (!f) return toast('Choose an export file first (match-<id>.ndjson, from a dispute page or `npm run cli -- export`)');
    setOutcome({ kind: 'busy', text: `Importing ${f.name} (${Math.ceil(f.size / 1024)} kB) and auditing it…` });
    try {
      const result = await request<ImportResult>('POST', '/matches/import', { text: f, type: 'application/x-ndjson' }, token || undefined);
      setOutcome({ kind: 'done', result });
      toast('Match imported', 'info');
    } catch (e) {
      const words = `Could not import ${f.name}: ${describeError(e)}`;
      setOutcome({ kind: 'refused', text: words });
      toast(words);
    }
  };
  return (
    <>
      <div class="match-head">
        <h1>Import a match</h1>
        <a href="#/">Lobby</a>
      </div>
      <form class="import-box" onSubmit={(ev) => void submit(ev)}>
        <p>
          Upload an export file of a finished match (<code>match-&lt;id&gt;.ndjson</code>, the download on a dispute page). The server audits it and keeps it as
          a read-only finished match with the same id, events and hashes; it refuses a file that does not audit clean, an unfinished match, a game it does not
          host and a match it already has.
        </p>
        <label>
          Export file <input id="import-file" type="file" accept=".ndjson,.jsonl,application/x-ndjson,text/plain" />
        </label>
        <label>
          Operator token <input id="import-token" type="password" autocomplete="off" />
        </label>
        <div>
          <button class="primary" id="import-button" type="submit" disabled={busy}>
            Import
          </button>
        </div>
      </form>
      <div id="import-result">
        <ImportOutcome outcome={outcome} />
      </div>
    </>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'busy') return <p class="muted">{outcome.text}</p>;
  if (outcome.kind === 'refused')
    return (
      <p class="error" id="import-error">
        {outcome.text}
      </p>
    );
  return <Imported r={outcome.result} />;
}

/** What was imported, named as a person reads a match (its game and players), with the audit's checks. */
function Imported({ r }: { r: ImportResult }) {
  const title = useMatchTitle(r.matchId);
  return (
    <div class="import-result" data-match={r.matchId}>
      <p>
        <b>{`Imported: ${title ?? 'the match'}`}</b>
        {`. ${r.events} events, ${r.commands} commands; audit ${r.audit.ok ? 'clean ✔' : 'FAILED ✘'} (${r.audit.checks.map((c) => `${c.name} ${c.status}`).join(', ')}).`}
      </p>
      <a class="replay" href={`#/replay/${r.matchId}`}>
        Open its replay
      </a>
      <a class="dispute" href={`#/dispute/${r.matchId}`}>
        Open its dispute review
      </a>
    </div>
  );
}
