import { GameClient, type ClientEvent, type MatchMirror, type MatchSnapshot } from '../../src/client';
import { describeError, tokens } from './api';
import { h, mount, seatName, toast } from './dom';
import { fourSoulsActionData, fourSoulsPickGroup, fourSoulsPicks, pickSelector, type PickKey } from './four-souls';
import { actionLabel, cardIndex, eventLines } from './labels';
import { drawTable } from './tables';

type Obj = Record<string, unknown>;

/** The auto-pass preference of this browser for a match (the server keeps it per socket only). */
const autoPassPref = {
  key: (matchId: string) => `stackbound:auto-pass:${matchId}`,
  get: (matchId: string): boolean => localStorage.getItem(autoPassPref.key(matchId)) === '1',
  set: (matchId: string, on: boolean): void => (on ? localStorage.setItem(autoPassPref.key(matchId), '1') : localStorage.removeItem(autoPassPref.key(matchId))),
};

/** Games whose rules never pass priority (docs/protocol.md, auto-pass): no toggle for them. */
const NO_AUTO_PASS = new Set(['mansters']);

/** A command being built by clicking the table: its group and what has been picked so far. */
interface Picking {
  key: string;
  label: string;
  picked: PickKey[];
}

/** The live table: a seat (token from localStorage) or a spectator (`?watch`). */
export async function playPage(root: HTMLElement, matchId: string, watch: boolean): Promise<() => void> {
  const mine = watch ? null : tokens.get(matchId);
  const client = new GameClient(location.origin, { socket: { reconnectionDelay: 300, reconnectionDelayMax: 2000 } });
  (window as unknown as { stackbound: unknown }).stackbound = { client, matchId };

  const conn = h('span.conn', 'connecting…');
  const header = h('div.status');
  const tableBox = h('div.table-box');
  const actions = h('div.actions');
  const log = h('ol.log');
  const countdown = h('span.countdown');
  let snapshot: MatchSnapshot | null = null;
  let lastMirror: MatchMirror | null = null;
  let busy = false;
  let picking: Picking | null = null;

  // Auto-pass (R-MATCH-3): the checkbox shows the server's word, i.e. the latest of the snapshot's
  // `autoPass` and the acknowledgement of a toggle (both arrive in order on the one socket).
  let autoPassShown: boolean | null = null;
  const autoPassBox = h('input', { id: 'auto-pass', type: 'checkbox' }) as HTMLInputElement;
  const autoPassLabel = h('label.auto-pass', { title: 'The server passes priority for you whenever passing is the only thing you may do' }, autoPassBox, ' Auto-pass when passing is my only option');
  autoPassBox.addEventListener('change', () => void toggleAutoPass(autoPassBox.checked));

  const custom = h('textarea', { id: 'custom-command', rows: 2, placeholder: '{"type": "…"}' }) as HTMLTextAreaElement;
  const advanced = mine
    ? h(
        'details.advanced',
        h('summary', 'Send a command by hand'),
        custom,
        h('button', { id: 'send-custom', onclick: () => {
          let cmd: Obj;
          try {
            cmd = JSON.parse(custom.value) as Obj;
          } catch {
            return toast('That is not valid JSON: a command looks like {"type": "endPlay"}');
          }
          void send(cmd);
        } }, 'Send'),
      )
    : null;

  mount(
    root,
    h('div.match-head', h('h1', watch || !mine ? 'Watching' : `Playing as ${seatName(mine.seat)}`, ' ', h('code', matchId.slice(0, 8))), conn, h('a', { href: `#/replay/${matchId}` }, 'Replay'), h('a', { href: '#/' }, 'Lobby')),
    header,
    h('div.play-layout', h('div.left', tableBox, h('h2', 'Your actions'), actions, advanced), h('div.right', h('h2', 'Log'), log)),
  );

  async function send(cmd: Obj): Promise<void> {
    if (busy) return;
    busy = true;
    picking = null;
    actions.classList.add('busy');
    try {
      await client.command(matchId, cmd as { type: string });
    } catch (e) {
      toast(`Refused: ${describeError(e)}`);
    } finally {
      busy = false;
      actions.classList.remove('busy');
      rerender();
    }
  }

  async function toggleAutoPass(enabled: boolean): Promise<void> {
    autoPassBox.disabled = true;
    try {
      const res = await client.setAutoPass(matchId, enabled);
      autoPassShown = res.enabled;
      autoPassPref.set(matchId, res.enabled);
      toast(res.enabled ? 'Auto-pass on: the server passes for you when passing is your only option' : 'Auto-pass off', 'info');
    } catch (e) {
      toast(`Could not change auto-pass: ${describeError(e)}`);
    } finally {
      autoPassBox.disabled = false;
      autoPassBox.checked = autoPassShown ?? false;
    }
  }

  const rerender = () => {
    if (lastMirror) render(lastMirror);
  };

  const render = (mirror: MatchMirror) => {
    const snap = mirror.snapshot;
    if (!snap) return;
    lastMirror = mirror;
    snapshot = snap;
    const you = snap.viewer.kind === 'seat' ? snap.viewer.seat : null;
    const cards = cardIndex(snap.view);
    const presence = mirror.presence?.seats ?? [];
    if (autoPassShown === null) autoPassShown = snap.autoPass;
    autoPassBox.checked = autoPassShown;
    mount(
      header,
      h('div.prompt', snap.status === 'finished' ? outcomeText(snap) : snap.status === 'waiting' ? 'Waiting for every seat to be claimed' : (snap.prompt?.text ?? '')),
      h(
        'div.seats-line',
        snap.seats.map((s) => {
          const online = presence.find((p) => p.seat === s.seat)?.connected;
          const waited = snap.waitingFor.includes(s.seat);
          return h('span.seat-pill', { class: [waited ? 'waited' : '', s.seat === you ? 'you' : ''].join(' ') }, `${seatName(s.seat)} ${s.bot ? `bot ${s.bot}` : (s.name ?? (s.claimed ? '' : 'open'))}`, s.bot ? '' : online ? ' ●' : ' ○', waited ? ' · to act' : '');
        }),
        snap.waitingFor.length ? h('span.waiting', `Waiting for ${snap.waitingFor.map(seatName).join(', ')}`) : null,
        countdown,
        you !== null && snap.status !== 'finished' && !NO_AUTO_PASS.has(snap.gameId) ? autoPassLabel : null,
        h('span.seq', `seq ${snap.seq}`),
      ),
    );
    mount(tableBox, drawTable(snap.gameId, snap.view, snap.seats));
    const picks = you !== null && snap.gameId === 'four-souls' ? pickGroups(snap) : new Map<string, PickGroup>();
    if (picking && !picks.has(picking.key)) picking = null; // the match moved on: those commands are gone
    mount(actions, pickBar(picks), actionButtons(snap, you, cards, send));
    if (picking) highlightPicks(picks.get(picking.key)!);
    const shown = mirror.events.slice(-200);
    const lines = eventLines(snap.gameId, mirror.events.map((e) => e.event as Obj), cards, snap.view).slice(-shown.length);
    mount(
      log,
      shown.map((e: ClientEvent, i) => h('li', { 'data-seq': e.seq, class: e.actor.kind === 'system' ? 'system' : '' }, h('span.lseq', `#${e.seq}`), ' ', lines[i], e.actor.kind === 'system' && e.actor.reason !== 'create' && e.actor.reason !== 'setup' ? ` (${e.actor.reason})` : '')),
    );
    log.scrollTop = log.scrollHeight;
    tickDeadline();
  };

  /* ── Picking targets (and the monster attacked, the item bought, a choice) on the table ── */
  interface PickGroup {
    key: string;
    label: string;
    data: Record<string, string>;
    options: { cmd: Obj; picks: PickKey[] }[];
  }

  function pickGroups(snap: MatchSnapshot): Map<string, PickGroup> {
    const groups = new Map<string, PickGroup>();
    for (const cmd of snap.legalActions as unknown as Obj[]) {
      const g = fourSoulsPickGroup(cmd, snap.view);
      const picks = fourSoulsPicks(cmd, snap.view);
      if (!g || !picks) continue;
      const group = groups.get(g.key) ?? { ...g, options: [] };
      group.options.push({ cmd, picks });
      groups.set(g.key, group);
    }
    return groups;
  }

  function pickBar(groups: Map<string, PickGroup>): HTMLElement | null {
    if (!groups.size) return null;
    if (picking) {
      const g = groups.get(picking.key)!;
      const most = Math.max(...g.options.map((o) => o.picks.length));
      return h(
        'div.picking',
        { id: 'picking' },
        h('b', `${picking.label}: `),
        most > 1 ? `pick ${picking.picked.length + 1} of ${most} — ` : '',
        'click a highlighted player or card on the table. ',
        h('button', { id: 'cancel-pick', onclick: () => { picking = null; rerender(); } }, 'Cancel'),
      );
    }
    return h(
      'div.group.pick-group',
      h('span.label', 'Pick on the table: '),
      [...groups.values()].map((g) => h('button.arm', { ...g.data, onclick: () => { picking = { key: g.key, label: g.label, picked: [] }; rerender(); } }, `${g.label}…`)),
    );
  }

  function highlightPicks(g: PickGroup): void {
    const p = picking!;
    const matching = g.options.filter((o) => p.picked.every((k, i) => o.picks[i] === k));
    const next = new Set(matching.flatMap((o) => (o.picks.length > p.picked.length ? [o.picks[p.picked.length]!] : [])));
    for (const key of next) {
      for (const el of tableBox.querySelectorAll<HTMLElement>(pickSelector(key))) {
        el.classList.add('targetable');
        el.setAttribute('data-pick', key);
        el.addEventListener('click', (ev) => {
          ev.preventDefault();
          ev.stopPropagation();
          const picked = [...p.picked, key];
          const done = matching.find((o) => o.picks.length === picked.length && o.picks.every((k, i) => k === picked[i]));
          if (done) return void send(done.cmd);
          picking = { ...p, picked };
          rerender();
        });
      }
    }
  }

  const onKey = (ev: KeyboardEvent) => {
    if (ev.key === 'Escape' && picking) {
      picking = null;
      rerender();
    }
  };
  document.addEventListener('keydown', onKey);

  const tickDeadline = () => {
    const d = snapshot?.deadline;
    if (!d || snapshot?.status !== 'live') return void (countdown.textContent = '');
    const left = Math.max(0, Math.round((Date.parse(d.at) - Date.now()) / 1000));
    countdown.textContent = `Deadline: ${left >= 3600 ? `${Math.floor(left / 3600)}h ${Math.floor((left % 3600) / 60)}m` : left >= 60 ? `${Math.floor(left / 60)}m ${left % 60}s` : `${left}s`} for ${d.seats.map(seatName).join(', ')}`;
    countdown.classList.toggle('urgent', left <= 10);
  };
  const timer = setInterval(tickDeadline, 500);

  client.onUpdate(({ mirror }) => {
    if (mirror.snapshot) autoPassShown = mirror.snapshot.autoPass;
    render(mirror);
  });
  client.onPresence(() => {
    const m = client.mirror(matchId);
    if (m) render(m);
  });
  client.onError((e) => toast(`Server: ${e.message} (${e.code})`));
  client.socket.on('connect', () => {
    conn.textContent = '● connected';
    conn.className = 'conn ok';
  });
  client.socket.on('disconnect', () => {
    conn.textContent = '○ reconnecting…';
    conn.className = 'conn bad';
  });

  // The typed client rejoins after a reconnect only once a join was acknowledged: if the very
  // first join is lost with the connection, join again on the next connect.
  let closed = false;
  const joinNow = async (): Promise<void> => {
    try {
      await client.join(matchId, mine ? { token: mine.token, autoPass: autoPassPref.get(matchId) } : {});
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (!closed && (code === 'TIMEOUT' || code === 'DISCONNECTED')) {
        if (client.socket.connected) setTimeout(() => void joinNow(), 500);
        else client.socket.once('connect', () => void joinNow());
        return;
      }
      toast(`Could not open the match: ${describeError(e)}`);
      if (mine && code === 'INVALID_SEAT_TOKEN') tokens.forget(matchId);
    }
  };
  await joinNow();
  return () => {
    closed = true;
    clearInterval(timer);
    document.removeEventListener('keydown', onKey);
    client.close();
  };
}

function outcomeText(snap: MatchSnapshot): string {
  const o = snap.outcome;
  if (!o) return 'The match is over';
  return `Game over: ${o.winners.length ? o.winners.map(seatName).join(', ') : 'nobody'} won (${o.reason})`;
}

function actionButtons(snap: MatchSnapshot, you: number | null, cards: (id: string) => string | undefined, send: (c: Obj) => Promise<void>): HTMLElement {
  if (you === null) return h('p.muted', 'Spectating: no actions.');
  const legal = snap.legalActions as unknown as Obj[];
  if (!legal.length) return h('p.muted', snap.status === 'live' ? 'Nothing to do right now.' : 'No actions.');
  const note = snap.status === 'live' && !snap.waitingFor.includes(you) ? h('p.muted.not-you', `Not your decision now: waiting for ${snap.waitingFor.map(seatName).join(', ') || 'the server'}.`) : null;
  const groups = new Map<string, Obj[]>();
  for (const a of legal) groups.set(String(a.type), [...(groups.get(String(a.type)) ?? []), a]);
  return h(
    'div.action-groups',
    note,
    [...groups].map(([type, list]) => {
      const label = (a: Obj) => actionLabel(snap.gameId, a, you, cards, snap.view);
      if (list.length <= 16) {
        const data = (a: Obj) => (snap.gameId === 'four-souls' ? fourSoulsActionData(a, snap.view) : {});
        return h('div.group', list.map((a) => h('button.action', { class: type === 'concede' ? 'danger' : '', 'data-type': type, ...data(a), onclick: () => void send(a) }, label(a))));
      }
      const select = h('select.many', { 'data-type': type }, list.map((a, i) => h('option', { value: String(i) }, label(a)))) as HTMLSelectElement;
      return h('div.group', select, h('button.action', { 'data-type': type, onclick: () => void send(list[Number(select.value)]) }, `Do it (${list.length} choices)`));
    }),
  );
}
