import { api, describeError, tokens } from './api';
import { h, mount, seatName, toast } from './dom';
import { drawTable } from './tables';

type Obj = Record<string, unknown>;
interface Summary { matchId: string; gameId: string; status: string; seq: number; seats: { seat: number; name: string | null; bot: string | null; claimed: boolean }[]; seedCommitment: string; seed: string | null; outcome: { winners: number[]; reason: string } | null; stateHash: string | null }
interface Nav { first: number; prev: number | null; next: number | null; last: number; prevTurn: number | null; nextTurn: number | null; nextResolution: number | null; prevResolution: number | null }
interface Step {
  matchId: string; gameId: string; finished: boolean; viewer: Obj; lastStep: number; unit: string; step: number; seq: number; turn: number | null;
  events: { seq: number; type: string; actor: Obj; recordedAt: string; event: Obj; text: string }[];
  view: unknown; prompt: { text: string; seats: number[] } | null; outcome: { winners: number[]; reason: string } | null; navigation: Nav;
}

export async function replayPage(root: HTMLElement, matchId: string): Promise<() => void> {
  const summary = await api<Summary>('GET', `/matches/${matchId}`);
  const mine = tokens.get(matchId);
  const finished = summary.status === 'finished';
  let viewer = finished ? 'omniscient' : mine ? `seat:${mine.seat}` : 'spectator';
  let unit = 'action';
  let current: Step | null = null;

  const viewerSel = h(
    'select',
    { id: 'viewer' },
    h('option', { value: 'spectator' }, 'Spectator'),
    summary.seats.map((s) => h('option', { value: `seat:${s.seat}`, disabled: !finished && mine?.seat !== s.seat }, `${seatName(s.seat)}${s.name ? ` (${s.name})` : ''}`)),
    h('option', { value: 'omniscient', disabled: !finished }, 'Everything (omniscient)'),
  ) as HTMLSelectElement;
  viewerSel.value = viewer;
  const unitSel = h('select', { id: 'unit' }, h('option', { value: 'action' }, 'per action'), h('option', { value: 'event' }, 'per event')) as HTMLSelectElement;
  const slider = h('input', { id: 'timeline', type: 'range', min: '0', max: '0', value: '0' }) as HTMLInputElement;
  const stepLabel = h('span.step-label');
  const turnInput = h('input', { id: 'turn', type: 'number', min: '1', placeholder: 'turn', style: 'width:5em' }) as HTMLInputElement;
  const btn = (id: string, text: string, go: () => Obj | null) => h('button', { id, onclick: () => { const q = go(); if (q) void load(q); } }, text);
  const controls = h(
    'div.replay-controls',
    h('label', 'View as ', viewerSel),
    h('label', 'Steps ', unitSel),
    btn('first', '« first', () => ({ step: 0 })),
    btn('prev-turn', '« turn', () => (current?.navigation.prevTurn != null ? { step: current.navigation.prevTurn } : null)),
    btn('prev', '‹ prev', () => (current?.navigation.prev != null ? { step: current.navigation.prev } : null)),
    slider,
    btn('next', 'next ›', () => (current?.navigation.next != null ? { step: current.navigation.next } : null)),
    btn('next-turn', 'turn »', () => (current?.navigation.nextTurn != null ? { step: current.navigation.nextTurn } : null)),
    btn('next-resolution', 'next resolution', () => (current ? { resolutionAfter: current.step } : null)),
    btn('last', 'last »', () => ({})),
    stepLabel,
    h('label', 'Jump to ', turnInput, btn('go-turn', 'Go', () => (turnInput.value ? { turn: Number(turnInput.value) } : null))),
  );
  const eventsBox = h('ol.step-events');
  const promptBox = h('div.prompt');
  const tableBox = h('div.table-box');
  mount(
    root,
    h('div.match-head', h('h1', 'Replay ', h('code', matchId.slice(0, 8)), ` · ${summary.gameId} · ${summary.status}`), finished ? h('a', { href: `#/dispute/${matchId}` }, 'Audit / dispute') : h('a', { href: `#/match/${matchId}${mine ? '' : '?watch'}` }, 'Live table'), h('a', { href: '#/' }, 'Lobby')),
    controls,
    h('div.play-layout', h('div.left', promptBox, tableBox), h('div.right', h('h2', 'This step'), eventsBox)),
  );

  async function load(target: Obj): Promise<void> {
    const q = new URLSearchParams({ unit, viewer });
    for (const [k, v] of Object.entries(target)) q.set(k, String(v));
    try {
      const auth = viewer.startsWith('seat:') && !finished ? mine?.token : undefined;
      current = await api<Step>('GET', `/matches/${matchId}/replay?${q}`, undefined, auth);
    } catch (e) {
      return toast(`Replay: ${describeError(e)}`);
    }
    const s = current;
    slider.max = String(s.lastStep);
    slider.value = String(s.step);
    stepLabel.textContent = `step ${s.step}/${s.lastStep} · seq ${s.seq}${s.turn !== null ? ` · turn ${s.turn}` : ''}`;
    mount(promptBox, s.outcome ? `Game over: ${s.outcome.winners.map(seatName).join(', ') || 'nobody'} won (${s.outcome.reason})` : (s.prompt?.text ?? (s.step === 0 ? 'Before the first event' : '')));
    mount(tableBox, s.step === 0 ? h('p.muted', 'The empty table.') : drawTable(s.gameId, s.view, summary.seats));
    mount(eventsBox, s.events.length ? s.events.map((e) => h('li', { 'data-seq': e.seq }, h('span.lseq', `#${e.seq}`), ' ', e.text)) : h('li.muted', 'no events'));
    for (const id of ['prev', 'first', 'prev-turn']) (root.querySelector(`#${id}`) as HTMLButtonElement).disabled = s.step === 0 || (id === 'prev-turn' && s.navigation.prevTurn === null);
    for (const id of ['next', 'last']) (root.querySelector(`#${id}`) as HTMLButtonElement).disabled = s.step === s.lastStep;
    (root.querySelector('#next-turn') as HTMLButtonElement).disabled = s.navigation.nextTurn === null;
    (root.querySelector('#next-resolution') as HTMLButtonElement).disabled = s.navigation.nextResolution === null;
  }

  viewerSel.addEventListener('change', () => {
    viewer = viewerSel.value;
    void load({ step: current?.step ?? 0 });
  });
  unitSel.addEventListener('change', () => {
    unit = unitSel.value;
    void load({ seq: current?.seq || 1 });
  });
  slider.addEventListener('change', () => void load({ step: Number(slider.value) }));
  await load({ step: 0 });
  return () => undefined;
}
