import type { Ack, MatchSummary, ReplayStep } from '../../src/client';
import { api, describeError, tokens } from './api';
import { h, mount, seatName, toast } from './dom';
import { io, type Socket } from 'socket.io-client';
import { installCardFaces } from './card-face';
import { loadCatalog } from './catalog';
import { drawTable } from './games';
import { importedMarkOf, ratedMarkOf, scenarioMark } from './marks';
import { momentHash, parseMoment } from './dispute/replay-link';
import { h as jsx, render } from 'preact';
import { BranchButton } from './dispute/BranchButton';

type Obj = Record<string, unknown>;
/**
 * The replay viewer. Its address carries the moment (`?step=917&viewer=seat:1`, docs/web.md): it
 * opens there, and follows each step shown so a copied link shows the same moment.
 */
export async function replayPage(root: HTMLElement, matchId: string, query?: string): Promise<() => void> {
  const summary = await api<MatchSummary>('GET', `/matches/${matchId}`);
  installCardFaces();
  await loadCatalog(summary.gameId).catch(() => undefined); // names fall back to ids without it
  const mine = tokens.get(matchId);
  let finished = summary.status === 'finished';
  const asked = parseMoment(query);
  // A seat's own browser sees its own perspective first; others see everything once it is over.
  const ownView = mine ? `seat:${mine.seat}` : finished ? 'omniscient' : 'spectator';
  // Another perspective than one's own is for finished matches only (the server refuses it live).
  let viewer = asked.viewer && (finished || asked.viewer === ownView || asked.viewer === 'spectator') ? asked.viewer : ownView;
  let unit: 'action' | 'event' = asked.unit ?? 'action';
  let current: ReplayStep | null = null;
  /** The newest step the live follow has announced (the match grows while we watch). */
  let knownLast = 0;
  /** Live follow (docs/replay.md): jump to each new step as it happens. */
  let follow = !finished && asked.step === undefined;

  const viewerSel = h(
    'select',
    { id: 'viewer' },
    h('option', { value: 'spectator' }, 'Spectator'),
    summary.seats.map((s) =>
      h('option', { value: `seat:${s.seat}`, disabled: !finished && mine?.seat !== s.seat }, `${seatName(s.seat)}${s.name ? ` (${s.name})` : ''}`),
    ),
    h('option', { value: 'omniscient', disabled: !finished }, 'Everything (omniscient)'),
  ) as HTMLSelectElement;
  viewerSel.value = viewer;
  const unitSel = h(
    'select',
    { id: 'unit' },
    h('option', { value: 'action' }, 'per action'),
    h('option', { value: 'event' }, 'per event'),
  ) as HTMLSelectElement;
  unitSel.value = unit;
  /** The address of the moment shown, what the copy-link button copies. */
  const momentLink = h('input.moment-link', { id: 'moment-link', readonly: true, size: 40, hidden: true }) as HTMLInputElement;
  const copyLink = async () => {
    momentLink.hidden = false;
    momentLink.select();
    try {
      await navigator.clipboard.writeText(momentLink.value);
      toast('Link to this step copied');
    } catch {
      toast('Select the link and copy it'); // the browser did not allow the clipboard
    }
  };
  const slider = h('input', { id: 'timeline', type: 'range', min: '0', max: '0', value: '0' }) as HTMLInputElement;
  const stepLabel = h('span.step-label');
  const turnInput = h('input', { id: 'turn', type: 'number', min: '1', placeholder: 'turn', style: 'width:5em' }) as HTMLInputElement;
  const followBox = h('input', { id: 'follow-live', type: 'checkbox', checked: follow }) as HTMLInputElement;
  const liveBadge = h('span.live-badge', { id: 'live-badge' });
  const followLabel = h('label.follow', { title: 'Show each new step as it happens (the public view)' }, followBox, ' Follow live ', liveBadge);
  /** Manual navigation leaves the live edge: follow stops until it is ticked again. */
  const go = (q: Obj | null) => {
    if (!q) return;
    if (follow && !finished) setFollow(false);
    void load(q);
  };
  const btn = (id: string, text: string, target: () => Obj | null) => h('button', { id, onclick: () => go(target()) }, text);
  const controls = h(
    'div.replay-controls',
    h('label', 'View as ', viewerSel),
    h('label', 'Steps ', unitSel),
    btn('first', '« first', () => ({ step: 0 })),
    btn('prev-turn', '« turn', () => (current?.navigation.prevTurn != null ? { step: current.navigation.prevTurn } : null)),
    btn('prev', '‹ prev', () => (current?.navigation.prev != null ? { step: current.navigation.prev } : null)),
    slider,
    btn('next', 'next ›', () =>
      current?.navigation.next != null ? { step: current.navigation.next } : current && current.step < knownLast ? { step: current.step + 1 } : null,
    ),
    btn('next-turn', 'turn »', () => (current?.navigation.nextTurn != null ? { step: current.navigation.nextTurn } : null)),
    btn('next-resolution', 'next resolution', () => (current ? { resolutionAfter: current.step } : null)),
    h('button', { id: 'last', onclick: () => void load({}) }, 'last »'),
    stepLabel,
    h(
      'label',
      'Jump to ',
      turnInput,
      btn('go-turn', 'Go', () => (turnInput.value ? { turn: Number(turnInput.value) } : null)),
    ),
    finished ? null : followLabel,
    h('button', { id: 'copy-link', title: 'Copy the address of this step, as this perspective sees it', onclick: () => void copyLink() }, 'Copy link'),
    momentLink,
  );
  const eventsBox = h('ol.step-events');
  /** "Branch a sandbox here" (docs/disputes.md): finished matches and sandboxes, per action step. */
  const branchBox = h('div.branch-box');
  const promptBox = h('div.prompt');
  const tableBox = h('div.table-box');
  const statusText = h('span', ` · ${summary.gameId} · ${summary.status}`);
  const otherLink = finished
    ? h('a', { href: `#/dispute/${matchId}` }, 'Audit / dispute')
    : h('a', { href: `#/match/${matchId}${mine ? '' : '?watch'}` }, 'Live table');
  mount(
    root,
    h('div.match-head', h('h1', 'Replay ', h('code', matchId.slice(0, 8)), statusText), otherLink, h('a', { href: '#/' }, 'Lobby')),
    summary.scenario ? scenarioMark() : null,
    importedMarkOf(summary),
    ratedMarkOf(summary),
    controls,
    h('div.play-layout', h('div.left', promptBox, tableBox), h('div.right', h('h2', 'This step'), eventsBox, branchBox)),
  );

  const label = () => {
    if (!current) return;
    const s = current;
    const last = Math.max(s.lastStep, knownLast);
    slider.max = String(last);
    stepLabel.textContent = `step ${s.step}/${last} · seq ${s.seq}${s.turn !== null ? ` · turn ${s.turn}` : ''}`;
    for (const id of ['next', 'last']) (root.querySelector(`#${id}`) as HTMLButtonElement).disabled = s.step >= last;
  };

  function show(s: ReplayStep): void {
    current = s;
    const moment = momentHash({ matchId, unit, step: s.step, viewer });
    momentLink.value = `${location.origin}${location.pathname}${moment}`;
    // Not while following live: the address would move under the reader at every step.
    if (!follow || finished) history.replaceState(null, '', moment);
    slider.value = String(s.step);
    mount(
      promptBox,
      s.outcome
        ? `Game over: ${s.outcome.winners.map(seatName).join(', ') || 'nobody'} won (${s.outcome.reason})`
        : (s.prompt?.text ?? (s.step === 0 ? 'Before the first event' : '')),
    );
    mount(tableBox, s.step === 0 ? h('p.muted', 'The empty table.') : drawTable(s.gameId, s.view, summary.seats));
    const lines = s.events.map((e) => e.text);
    mount(
      eventsBox,
      s.events.length ? s.events.map((e, i) => h('li', { 'data-seq': e.seq }, h('span.lseq', `#${e.seq}`), ' ', lines[i])) : h('li.muted', 'no events'),
    );
    for (const id of ['prev', 'first', 'prev-turn'])
      (root.querySelector(`#${id}`) as HTMLButtonElement).disabled = s.step === 0 || (id === 'prev-turn' && s.navigation.prevTurn === null);
    (root.querySelector('#next-turn') as HTMLButtonElement).disabled = s.navigation.nextTurn === null;
    (root.querySelector('#next-resolution') as HTMLButtonElement).disabled = s.navigation.nextResolution === null;
    label();
    const branchable = (finished || summary.sandbox !== null) && s.step > 0 && s.outcome === null;
    render(branchable ? jsx(BranchButton, { key: `${unit}:${s.step}`, matchId, step: s.step, unit }) : null, branchBox);
  }

  let loading = 0;
  async function load(target: Obj): Promise<void> {
    const q = new URLSearchParams({ unit, viewer });
    for (const [k, v] of Object.entries(target)) q.set(k, String(v));
    const mineNow = ++loading;
    let s: ReplayStep;
    try {
      const auth = viewer.startsWith('seat:') && !finished ? mine?.token : undefined;
      s = await api<ReplayStep>('GET', `/matches/${matchId}/replay?${q}`, undefined, auth);
    } catch (e) {
      return toast(`Replay: ${describeError(e)}`);
    }
    if (mineNow !== loading) return; // a newer request was made meanwhile
    show(s);
  }

  viewerSel.addEventListener('change', () => {
    viewer = viewerSel.value;
    void load(follow && !finished ? {} : { step: current?.step ?? 0 });
  });
  unitSel.addEventListener('change', () => {
    const old = unit;
    unit = unitSel.value === 'event' ? 'event' : 'action';
    knownLast = 0;
    if (live) {
      live.emit('replay.unfollow', { matchId, unit: old });
      void subscribe();
    }
    void load(follow && !finished ? {} : { seq: current?.seq || 1 });
  });
  slider.addEventListener('change', () => go({ step: Number(slider.value) }));

  /* ── Live follow through the /replay namespace: each new step, spectator view ── */
  let live: Socket | null = null;
  function setFollow(on: boolean): void {
    follow = on;
    followBox.checked = on;
    liveBadge.textContent = on ? '● live' : 'paused';
    liveBadge.classList.toggle('off', !on);
  }
  followBox.addEventListener('change', () => {
    setFollow(followBox.checked);
    if (follow) void load({}); // back to the newest step
  });

  function onLiveStep(s: ReplayStep): void {
    if (s.matchId !== matchId || s.unit !== unit) return;
    knownLast = Math.max(knownLast, s.lastStep);
    if (s.finished && !finished) matchEnded();
    if (follow && (!current || s.step > current.step || s.finished)) {
      if (viewer === 'spectator') show(s);
      else void load({ step: s.step }); // the same step from our own perspective
    } else label();
  }

  function matchEnded(): void {
    finished = true;
    statusText.textContent = ` · ${summary.gameId} · finished`;
    for (const o of viewerSel.options) o.disabled = false;
    otherLink.textContent = 'Audit / dispute';
    otherLink.setAttribute('href', `#/dispute/${matchId}`);
    liveBadge.textContent = 'the match is over';
    liveBadge.classList.add('off');
  }

  /** The acknowledgement of `replay.follow` (the server's `FollowAck`): the current step, or the refusal. */
  type FollowAck = Ack<{ readonly step: ReplayStep }>;
  const askToFollow = async (): Promise<FollowAck | null> =>
    live ? ((await live.timeout(10_000).emitWithAck('replay.follow', { matchId, unit })) as FollowAck) : null;

  async function subscribe(): Promise<void> {
    try {
      let ack = await askToFollow();
      // Refused for the socket's message rate: wait as long as the server says, then once more.
      const wait = ack && !ack.ok && ack.error.code === 'RATE_LIMITED' ? ack.error.retryAfterMs : undefined;
      if (wait !== undefined && wait <= 5_000) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        ack = await askToFollow();
      }
      if (!ack) return;
      if (!ack.ok) return toast(`Live follow: ${describeError(ack)}`);
      onLiveStep(ack.step);
    } catch (e) {
      if (live?.connected) toast(`Live follow: ${describeError(e)}`);
    }
  }

  if (!finished) {
    live = io(`${location.origin}/replay`, { transports: ['websocket'], reconnectionDelay: 300, reconnectionDelayMax: 2000 });
    live.on('replay.step', (s: ReplayStep) => onLiveStep(s));
    live.on('connect', () => void subscribe()); // again after each reconnect
    live.on('disconnect', () => {
      liveBadge.textContent = '○ reconnecting…';
      liveBadge.classList.add('off');
    });
    setFollow(follow);
    (window as unknown as { stackboundReplay: unknown }).stackboundReplay = { socket: live, matchId };
  }

  await load(follow ? {} : { step: asked.step ?? 0 });
  return () => {
    live?.close();
    live = null;
  };
}
