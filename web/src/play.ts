import { GameClient, type AutoPassMode, type ClientEvent, type GameMessage, type MatchMirror, type MatchSnapshot } from '../../src/client';
import { describeError, receiptsStore, tokens } from './api';
import { installCardFaces } from './card-face';
import { loadCatalog } from './catalog';
import { h, mount, seatName, toast } from './dom';
import { fourSoulsPickGroup, fourSoulsPicks, pickSelector, type PickKey } from './four-souls';
import { drawTable, gameUi } from './games';
import { scenarioMark } from './marks';
import { seatLinks } from './seat-link';
import { yourTurnSignal } from './turn-signal';

/** The priority stop: `off`, or one of the server's modes (docs/protocol.md, auto-pass). */
type StopChoice = 'off' | AutoPassMode;

/** Each stop in words, in the order the menu offers them. */
const STOPS: Readonly<Record<StopChoice, string>> = {
  smart: 'Stop only when I could change something',
  'only-pass': 'Pass only when passing is all I can do',
  targeted: 'Pass until something targets me',
  'my-turn': 'Pass until my turn',
  'end-of-turn': 'Pass until the end of this turn',
  off: 'Never pass for me',
};
const DEFAULT_STOP: StopChoice = 'smart';

/** The priority stop of this browser for a seat (the server keeps it per socket only): remembered per seat. */
const stopPref = {
  key: (matchId: string, seat: number) => `stackbound:stop:${matchId}:${seat}`,
  get(matchId: string, seat: number): StopChoice {
    const v = localStorage.getItem(this.key(matchId, seat));
    return v && v in STOPS ? (v as StopChoice) : DEFAULT_STOP;
  },
  set(matchId: string, seat: number, stop: StopChoice): void {
    localStorage.setItem(this.key(matchId, seat), stop);
  },
};

/** The turn number of a view that has one (Four Souls: `turn.number`), for "until the end of this turn". */
function turnNumber(view: unknown): number | undefined {
  const n = (view as { turn?: { number?: unknown } } | null)?.turn?.number;
  return typeof n === 'number' ? n : undefined;
}

/** A command being built by clicking the table: its group and what has been picked so far. */
interface Picking {
  key: string;
  label: string;
  picked: PickKey[];
}

/** The live table: a seat (token from localStorage) or a spectator (`?watch`). */
export async function playPage(root: HTMLElement, matchId: string, watch: boolean): Promise<() => void> {
  const mine = watch ? null : tokens.get(matchId);
  // Protocol 1: the table offers concede (legal at any time, R-MATCH-2) from legalActions, which
  // protocol 2 sends only while the seat is waited for.
  const client = new GameClient(location.origin, { protocol: 1, socket: { reconnectionDelay: 300, reconnectionDelayMax: 2000 } });
  (window as unknown as { stackbound: unknown }).stackbound = { client, matchId };

  const conn = h('span.conn', 'connecting…');
  const header = h('div.status');
  const snapshotScenario = scenarioMark();
  snapshotScenario.hidden = true;
  const tableBox = h('div.table-box');
  const actions = h('div.actions');
  const log = h('ol.log');
  const countdown = h('span.countdown');
  let snapshot: MatchSnapshot | null = null;
  let lastMirror: MatchMirror | null = null;
  let busy = false;
  let picking: Picking | null = null;
  let catalogShown = false;
  installCardFaces();

  // Priority stops (R-MATCH-3): the menu shows this browser's choice for the seat; the server
  // passes for the seat accordingly while this page is connected.
  let stop: StopChoice = mine ? stopPref.get(matchId, mine.seat) : 'off';
  const stopSelect = h(
    'select',
    { id: 'priority-stop', title: 'When the server passes priority for you' },
    (Object.keys(STOPS) as StopChoice[]).map((k) => h('option', { value: k, selected: k === stop }, STOPS[k])),
  ) as HTMLSelectElement;
  stopSelect.addEventListener('change', () => void changeStop(stopSelect.value as StopChoice));
  const stopRequest = (choice: StopChoice) =>
    choice === 'off'
      ? { enabled: false }
      : { enabled: true, stop: { mode: choice, ...(choice === 'end-of-turn' ? { turn: turnNumber(snapshot?.view) ?? 0 } : {}) } };

  // Fixed controls: always in the same place whatever the actions below them.
  const passButton = h(
    'button.action.primary',
    { id: 'pass', 'data-type': 'pass', title: 'Pass priority (space)', onclick: () => void passNow() },
    'Pass (space)',
  ) as HTMLButtonElement;
  const concedeConfirm = h(
    'div.concede-confirm',
    { id: 'concede-confirm', hidden: true },
    'Concede this match? You lose and cannot come back. ',
    h('button.danger', { id: 'concede-yes', onclick: () => void concedeNow() }, 'Yes, concede'),
    ' ',
    h('button', { id: 'concede-no', onclick: () => (concedeConfirm.hidden = true) }, 'Keep playing'),
  );
  const concedeButton = h('button.danger', { id: 'concede', onclick: () => (concedeConfirm.hidden = false) }, 'Concede…') as HTMLButtonElement;
  const turnSignal = yourTurnSignal();
  const barPrompt = h('div.bar-prompt');
  const fixedRow = h('div.fixed-row', passButton, concedeButton, h('label.stop', 'Priority: ', stopSelect), turnSignal.control);
  /** A hand card whose actions are shown first (clicked in the hand). */
  let focusCard: string | null = null;

  const custom = h('textarea', { id: 'custom-command', rows: 2, placeholder: '{"type": "…"}' }) as HTMLTextAreaElement;
  const advanced = mine
    ? h(
        'details.advanced',
        h('summary', 'Send a command by hand'),
        custom,
        h(
          'button',
          {
            id: 'send-custom',
            onclick: () => {
              let cmd: GameMessage;
              try {
                cmd = JSON.parse(custom.value) as GameMessage; // the server checks it like any command
              } catch {
                return toast('That is not valid JSON: a command looks like {"type": "end-play"}');
              }
              void send(cmd);
            },
          },
          'Send',
        ),
      )
    : null;

  mount(
    root,
    h(
      'div.match-head',
      h('h1', watch || !mine ? 'Watching' : `Playing as ${seatName(mine.seat)}`, ' ', h('code', matchId.slice(0, 8))),
      conn,
      h('a', { href: `#/replay/${matchId}` }, 'Replay'),
      h('a', { href: '#/' }, 'Lobby'),
    ),
    header,
    mine ? seatLinks.banner(matchId) : null,
    snapshotScenario,
    mine
      ? null
      : h(
          'p.no-seat',
          { id: 'no-seat' },
          watch
            ? 'Watching as a spectator.'
            : 'This browser holds no seat in this match, so you are watching. To play, open your seat link here or join from the lobby.',
        ),
    h(
      'div.play-layout',
      h('div.left', tableBox, mine ? h('div.action-bar.actions', { id: 'action-bar' }, barPrompt, fixedRow, concedeConfirm, actions) : actions, advanced),
      h('div.right', h('h2', 'Log'), log),
    ),
  );

  async function send(cmd: GameMessage): Promise<void> {
    if (busy) return;
    busy = true;
    picking = null;
    actions.classList.add('busy');
    try {
      await client.command(matchId, cmd);
    } catch (e) {
      toast(`Refused: ${describeError(e)}`);
    } finally {
      busy = false;
      actions.classList.remove('busy');
      rerender();
    }
  }

  async function changeStop(choice: StopChoice): Promise<void> {
    if (!mine) return;
    stopSelect.disabled = true;
    try {
      const req = stopRequest(choice);
      await client.setAutoPass(matchId, req.enabled, req.stop);
      stop = choice;
      stopPref.set(matchId, mine.seat, choice);
      toast(`Priority: ${STOPS[choice]}`, 'info');
    } catch (e) {
      toast(`Could not change when to pass: ${describeError(e)}`);
    } finally {
      stopSelect.disabled = false;
      stopSelect.value = stop;
    }
  }

  const passAction = (): GameMessage | undefined => snapshot?.legalActions.find((a) => a.type === 'pass');
  async function passNow(): Promise<void> {
    const pass = passAction();
    if (pass) await send(pass);
  }
  /** The concede the server offers this seat (R-MATCH-2), in the same list as every other action. */
  const concedeAction = (): GameMessage | undefined => snapshot?.legalActions.find((a) => a.type === 'concede');
  async function concedeNow(): Promise<void> {
    concedeConfirm.hidden = true;
    const concede = concedeAction();
    if (concede) await send(concede);
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
    const ui = gameUi(snap.gameId);
    const presence = mirror.presence?.seats ?? [];
    void loadCatalog(snap.gameId).then((_, first = !catalogShown) => {
      catalogShown = true;
      if (first) rerender();
    });
    const promptText =
      snap.status === 'finished' ? outcomeText(snap) : snap.status === 'waiting' ? 'Waiting for every seat to be claimed' : (snap.prompt?.text ?? '');
    const yourMove = you !== null && snap.status === 'live' && snap.waitingFor.includes(you);
    turnSignal.update(yourMove);
    snapshotScenario.hidden = !snap.scenario;
    if (stop === 'end-of-turn' && snap.autoPassStop?.mode === 'end-of-turn' && snap.autoPassStop.turn !== turnNumber(snap.view)) {
      // That turn is over: the server now stops as `smart`; so does the menu.
      stop = 'smart';
      stopSelect.value = stop;
      if (mine) stopPref.set(matchId, mine.seat, stop);
    }
    mount(
      header,
      h('div.prompt', promptText),
      h(
        'div.seats-line',
        snap.seats.map((s) => {
          const online = presence.find((p) => p.seat === s.seat)?.connected;
          const waited = snap.waitingFor.includes(s.seat);
          return h(
            'span.seat-pill',
            { class: [waited ? 'waited' : '', s.seat === you ? 'you' : ''].join(' ') },
            `${seatName(s.seat)} ${s.bot ? `bot ${s.bot}` : (s.name ?? (s.claimed ? '' : 'open'))}`,
            s.bot ? '' : online ? ' ●' : ' ○',
            waited ? ' · to act' : '',
          );
        }),
        snap.waitingFor.length ? h('span.waiting', `Waiting for ${snap.waitingFor.map(seatName).join(', ')}`) : null,
        countdown,
        h('span.seq', `seq ${snap.seq}`),
      ),
    );
    mount(tableBox, drawTable(snap.gameId, snap.view, snap.seats));
    const picks = you !== null && ui.picksOnTable ? pickGroups(snap) : new Map<string, PickGroup>();
    if (picking && !picks.has(picking.key)) picking = null; // the match moved on: those commands are gone
    const legal = snap.legalActions;
    if (focusCard && !legal.some((a) => a.card === focusCard)) focusCard = null;
    markPlayableHand(legal);
    mount(barPrompt, yourMove ? h('b.your-move', 'Your move: ') : null, promptText);
    passButton.disabled = !legal.some((a) => a.type === 'pass') || busy;
    stopSelect.parentElement!.hidden = !ui.passesPriority;
    concedeButton.disabled = !legal.some((a) => a.type === 'concede');
    if (concedeButton.disabled) concedeConfirm.hidden = true;
    mount(actions, pickBar(picks), actionButtons(snap, you, send, focusCard));
    if (picking) highlightPicks(picks.get(picking.key)!);
    const shown = mirror.events.slice(-200);
    mount(
      log,
      shown.map((e: ClientEvent) =>
        h(
          'li',
          { 'data-seq': e.seq, class: e.actor.kind === 'system' ? 'system' : '' },
          h('span.lseq', `#${e.seq}`),
          ' ',
          e.text,
          e.actor.kind === 'system' && e.actor.reason !== 'create' && e.actor.reason !== 'setup' ? ` (${e.actor.reason})` : '',
        ),
      ),
    );
    log.scrollTop = log.scrollHeight;
    tickDeadline();
  };

  /* ── Picking targets (and the monster attacked, the item bought, a choice) on the table ── */
  interface PickGroup {
    key: string;
    label: string;
    data: Record<string, string>;
    options: { cmd: GameMessage; picks: PickKey[] }[];
  }

  function pickGroups(snap: MatchSnapshot): Map<string, PickGroup> {
    const groups = new Map<string, PickGroup>();
    for (const cmd of snap.legalActions) {
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
        h(
          'button',
          {
            id: 'cancel-pick',
            onclick: () => {
              picking = null;
              rerender();
            },
          },
          'Cancel',
        ),
      );
    }
    return h(
      'div.group.pick-group',
      h('span.label', 'Pick on the table: '),
      [...groups.values()].map((g) =>
        h(
          'button.arm',
          {
            ...g.data,
            onclick: () => {
              picking = { key: g.key, label: g.label, picked: [] };
              rerender();
            },
          },
          `${g.label}…`,
        ),
      ),
    );
  }

  function highlightPicks(g: PickGroup): void {
    const p = picking!;
    const matching = g.options.filter((o) => p.picked.every((k, i) => o.picks[i] === k));
    const next = new Set(matching.flatMap((o) => (o.picks.length > p.picked.length ? [o.picks[p.picked.length]!] : [])));
    let first = true;
    for (const key of next) {
      // The first target comes into view (a phone shows a small part of the table).
      const el0 = tableBox.querySelector<HTMLElement>(pickSelector(key));
      if (first && el0) el0.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
      first = false;
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

  /** Hand cards with actions are clickable: a click shows that card's actions first. */
  function markPlayableHand(legal: readonly GameMessage[]): void {
    for (const el of tableBox.querySelectorAll<HTMLElement>('.hand .card[data-obj]')) {
      const id = el.getAttribute('data-obj')!;
      if (!legal.some((a) => a.card === id)) continue;
      el.classList.add('playable');
      if (id === focusCard) el.classList.add('focused');
      el.addEventListener('click', (ev) => {
        if (picking) return;
        ev.stopPropagation();
        focusCard = focusCard === id ? null : id;
        rerender();
      });
    }
  }

  const onKey = (ev: KeyboardEvent) => {
    if (ev.key === 'Escape' && picking) {
      picking = null;
      rerender();
    }
    const typing = ev.target instanceof HTMLElement && ev.target.closest('input, textarea, select');
    if (ev.key === ' ' && !typing && !ev.repeat && passAction()) {
      ev.preventDefault();
      void passNow();
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

  // The seat keeps the receipt of every seq it is shown (and the signed head at the end): its own evidence.
  const keepReceipts = (): void => {
    const held = mine ? client.receipts(matchId) : undefined;
    if (mine && held) receiptsStore.save(matchId, mine.seat, held);
  };
  client.onUpdate(({ mirror }) => {
    keepReceipts();
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
      const req = stopRequest(stop);
      await client.join(matchId, mine ? { token: mine.token, autoPass: req.enabled, ...(req.stop ? { autoPassStop: req.stop } : {}) } : {});
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
    turnSignal.stop();
    client.close();
  };
}

function outcomeText(snap: MatchSnapshot): string {
  const o = snap.outcome;
  if (!o) return 'The match is over';
  return `Game over: ${o.winners.length ? o.winners.map(seatName).join(', ') : 'nobody'} won (${o.reason})`;
}

/** The snapshot's labelled actions as buttons, grouped by command type; those of the focused hand card first. No drop-downs: a long group scrolls. */
function actionButtons(snap: MatchSnapshot, you: number | null, send: (c: GameMessage) => Promise<void>, focusCard: string | null): HTMLElement {
  if (you === null) return h('p.muted', 'Spectating: no actions.');
  const ui = gameUi(snap.gameId);
  // Pass and concede have their fixed buttons.
  const all = snap.actions.filter((a) => a.command.type !== 'pass' && a.command.type !== 'concede');
  const note =
    snap.status === 'live' && !snap.waitingFor.includes(you)
      ? h('p.muted.not-you', `Not your decision now: waiting for ${snap.waitingFor.map(seatName).join(', ') || 'the server'}.`)
      : null;
  if (!all.length) {
    const passOnly = snap.actions.some((a) => a.command.type === 'pass');
    return h(
      'div.action-groups',
      note,
      h('p.muted', passOnly ? 'Nothing else to do: pass, or play from the table.' : snap.status === 'live' ? 'Nothing to do right now.' : 'No actions.'),
    );
  }
  type Action = (typeof all)[number];
  const button = (a: Action) =>
    h('button.action', { 'data-type': a.command.type, ...ui.actionData(a.command, snap.view), onclick: () => void send(a.command) }, a.label);
  const aboutFocus = (a: Action) => focusCard !== null && (a.command.card === focusCard || a.refs.some((r) => 'object' in r && r.object === focusCard));
  const focused = all.filter(aboutFocus);
  const groups = new Map<string, Action[]>();
  for (const a of all) if (!focused.includes(a)) groups.set(a.command.type, [...(groups.get(a.command.type) ?? []), a]);
  return h(
    'div.action-groups',
    note,
    focused.length ? h('div.group.focused-card', { id: 'card-actions' }, focused.map(button)) : null,
    [...groups].map(([type, list]) => h('div.group', { class: list.length > 16 ? 'many' : '', 'data-group': type }, list.map(button))),
  );
}
