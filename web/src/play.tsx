import { signal, useComputed } from '@preact/signals';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { GameClient, type AutoPassMode, type ClientEvent, type GameMessage, type MatchSnapshot, type MatchSnapshotV2 } from '../../src/client';
import { describeError, receiptsStore, tokens } from './api';
import { installCardFaces } from './card-face';
import { loadCatalog } from './catalog';
import { seatName } from './seat-name';
import { toast } from './toast';
import { GameBoard, gameUi } from './games';
import { leadInMove, seatLabel, seatWho } from './games/types';
import { seatLinks } from './seat-link';
import { ChatPanel } from './social/ChatPanel';
import { matchNews } from './social/match-news';
import { RematchOfLink } from './social/RematchPanel';
import { invitationLinks } from './social/invitation-links';
import { yourTurnSignal } from './turn-signal';
import { ActionBar, hasKeyboard } from './ui/ActionBar';
import { ChoicePanel } from './ui/ChoicePanel';
import { choiceCards, choiceKey, picksOf, toggle, type ChoicePicks } from './ui/choice-picks';
import { wordsOf } from './ui/choice-words';
import { duration, GameOver } from './ui/GameOver';
import { Host } from './ui/Host';
import { Log } from './ui/Log';
import { Marks } from './ui/Marks';
import { candidates, distinctByLabel, selectionModel, subjects, verb, type PickKey, type Selection } from './ui/picking';
import { TableCtx, type TableContext } from './ui/table-context';
import './table.css';

/** A snapshot as the typed client mirrors it under protocol 2: `legalActions` derived, `choices` kept. */
type TableSnapshot = MatchSnapshot & Partial<Pick<MatchSnapshotV2, 'choices'>>;

/** The priority stop: `off`, or one of the server's modes (docs/protocol.md, auto-pass). */
type StopChoice = 'off' | AutoPassMode;

/** Each stop in words, in the order the menu offers them (the menu is as wide as the longest: never cut). */
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

/** The deadline of the waited-for seats, counted down against the local clock. */
function Countdown({ at, seats }: { at: string; seats: readonly number[] }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.round((Date.parse(at) - now) / 1000));
  return <span class={`countdown ${left <= 10 ? 'urgent' : ''}`}>{`Deadline: ${duration(left)} for ${seats.map(seatName).join(', ')}`}</span>;
}

/** A command typed as JSON, sent as is (the server checks it like any other). */
function CommandByHand({ send }: { send: (cmd: GameMessage) => void }) {
  const [text, setText] = useState('');
  return (
    <details class="advanced">
      <summary>Send a command by hand</summary>
      <textarea id="custom-command" rows={2} placeholder='{"type": "end-play"}' value={text} onInput={(ev) => setText(ev.currentTarget.value)} />
      <button
        id="send-custom"
        onClick={() => {
          let cmd: GameMessage;
          try {
            cmd = JSON.parse(text) as GameMessage;
          } catch {
            return toast('That is not valid JSON');
          }
          send(cmd);
        }}
      >
        Send
      </button>
    </details>
  );
}

/** The live table: a seat (token from localStorage) or a spectator (`?watch`). */
export async function playPage(root: HTMLElement, matchId: string, watch: boolean): Promise<() => void> {
  const mine = watch ? null : tokens.get(matchId);
  // Protocol 2 (the client's default): deltas against the snapshot held, a resync when their base is
  // missing, and the actions only while the match waits for this seat.
  const client = new GameClient(location.origin, { socket: { reconnectionDelay: 300, reconnectionDelayMax: 2000 } });
  (window as unknown as { stackbound: unknown }).stackbound = { client, matchId };
  const news = matchNews(client, matchId);
  installCardFaces();

  const snap = signal<TableSnapshot | null>(null);
  const events = signal<readonly ClientEvent[]>([]);
  const online = signal<ReadonlyMap<number, boolean>>(new Map());
  const connected = signal<boolean | null>(null);
  const busy = signal(false);
  const sel = signal<Selection | null>(null);
  /** The picks in the prompt's choices (the panel's, and a card clicked on the board), kept while the prompt offers the same choice. */
  const choicePicks = signal<ChoicePicks>(new Map());
  /** The next moves of a chain the player clicked (command types), each sent once it is legal after `seq` and `still` holds. */
  const chained = signal<{ then: readonly string[]; seq: number; still: (view: unknown) => boolean } | null>(null);
  /** An element clicked past optional steps (a game's lead-in): the moves of `then` are sent first, then it is taken up once a step after `seq` offers it. */
  const ledIn = signal<{ subject: PickKey; seq: number; then: readonly string[] } | null>(null);
  const askConcede = signal(false);
  const stop = signal<StopChoice>(mine ? stopPref.get(matchId, mine.seat) : 'off');
  const catalogReady = signal(0);
  const seatLink = mine ? seatLinks.control(matchId) : null;
  const invitations = invitationLinks.banner(matchId);
  const turnSignal = yourTurnSignal();

  const turnOf = (s: TableSnapshot | null) => (s ? gameUi(s.gameId).turnNumber(s.view) : undefined);
  const stopRequest = (choice: StopChoice) =>
    choice === 'off' ? { enabled: false } : { enabled: true, stop: { mode: choice, ...(choice === 'end-of-turn' ? { turn: turnOf(snap.value) ?? 0 } : {}) } };

  async function send(cmd: GameMessage): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    sel.value = null;
    try {
      await client.command(matchId, cmd);
    } catch (e) {
      toast(`Refused: ${describeError(e)}`);
    } finally {
      busy.value = false;
    }
    runChain();
    runLeadIn();
  }

  /** The chained move, once the first one is answered: sent when legal now, dropped when something else is asked. */
  function runChain(): void {
    const s = snap.value;
    const chain = chained.value;
    if (!chain || busy.value || !s || !mine || s.seq <= chain.seq) return;
    if (s.status !== 'live') return void (chained.value = null);
    if (!s.waitingFor.includes(mine.seat)) return;
    const [type, ...rest] = chain.then;
    const next = chain.still(s.view) ? s.legalActions.find((a) => a.type === type) : undefined;
    chained.value = next && rest.length && !s.autoPassPending ? { ...chain, then: rest, seq: s.seq } : null;
    if (next && !s.autoPassPending) void send(next);
  }

  /** The element clicked past a skipped step, selected now that its step has come (dropped when it has nothing to do). */
  function runLeadIn(): void {
    const s = snap.value;
    const lead = ledIn.value;
    if (!lead || busy.value || !s || !mine || s.seq <= lead.seq) return;
    ledIn.value = null;
    if (s.status !== 'live' || !s.waitingFor.includes(mine.seat) || s.autoPassPending) return;
    const [step, ...rest] = lead.then;
    if (step !== undefined) {
      // A step it goes past on the way: sent when it is the next legal one, else the lead-in is dropped.
      const next = s.legalActions.find((a) => a.type === step);
      if (next) {
        ledIn.value = { ...lead, seq: s.seq, then: rest };
        void send(next);
      }
      return;
    }
    const all = candidates(s.actions, gameUi(s.gameId).hints);
    if (!subjects(all).has(lead.subject)) return;
    const fresh: Selection = { subject: lead.subject, picked: [], variantOn: false };
    const m = selectionModel(all, fresh);
    if (!m.targets.size && m.complete.length === 1 && !m.variant) return void send(m.complete[0]!.action.command);
    sel.value = fresh;
  }

  async function changeStop(choice: StopChoice): Promise<void> {
    if (!mine) return;
    try {
      const req = stopRequest(choice);
      await client.setAutoPass(matchId, req.enabled, req.stop);
      stop.value = choice;
      stopPref.set(matchId, mine.seat, choice);
      toast(`Priority: ${STOPS[choice]}`, 'info');
    } catch (e) {
      toast(`Could not change when to pass: ${describeError(e)}`);
    }
  }

  const legal = (type: string) => snap.value?.legalActions.find((a) => a.type === type);
  // R-MATCH-2: a live seat may concede at any time; protocol 2 lists it only while the seat is
  // waited for, so the table offers it always and the server checks it like any command.
  const concede: GameMessage = { type: 'concede' };
  const passNow = () => {
    const pass = legal('pass');
    if (pass) void send(pass);
  };

  function Page() {
    const s = snap.value;
    void catalogReady.value; // redraw once the catalog has names and texts
    const you = s?.viewer.kind === 'seat' ? s.viewer.seat : null;
    const ui = gameUi(s?.gameId ?? '');
    // Nothing to act on once the match is over (the last snapshot's actions stay in the mirror).
    const all = useComputed(() => (snap.value?.status === 'live' && you !== null ? candidates(snap.value.actions, gameUi(snap.value.gameId).hints) : []));
    if (!s) return <p class="muted">Opening the match…</p>;
    const finished = s.status === 'finished';
    const bySubject = subjects(all.value);
    const current = sel.value && bySubject.has(sel.value.subject) ? sel.value : null;
    const model = current ? selectionModel(all.value, current) : null;
    const name = (seat: number) => seatLabel(s.seats, seat);
    const who = (seat: number) => seatWho(s.seats, seat);

    // The server answers this prompt itself (its stop passes here; the pass comes in the next
    // update): no "your move", and nothing to click that would race that pass.
    // Nor for the next move of a chain or a lead-in the player clicked: the page sends it.
    const chain = chained.value;
    const serverPasses =
      s.autoPassPending ||
      (chain !== null && s.legalActions.some((a) => a.type === chain.then[0]) && chain.still(s.view)) ||
      s.legalActions.some((a) => a.type === ledIn.value?.then[0]);
    const yourMove = you !== null && s.status === 'live' && s.waitingFor.includes(you) && !serverPasses;
    turnSignal.update(yourMove);
    // A game's lead-in offered now: the elements it takes past the optional step it skips.
    const leadIn = you !== null && !finished && !model ? (ui.leadIns ?? []).find((l) => leadInMove(l, s.legalActions)) : undefined;
    const ledKeys = new Set(leadIn ? leadIn.subjects(s.view, you!).filter((k) => !bySubject.has(k)) : []);
    // The cards of the choices the panel shows: a click picks the card there (a lead-in's card keeps its lead-in).
    const words = ui.choiceWords ?? {};
    const choices = yourMove ? (s.choices ?? []) : [];
    const byChoice = choiceCards(choices, words);
    for (const k of ledKeys) byChoice.delete(k);
    const table: TableContext = {
      pick: (key) => ({
        chip: !model && (bySubject.has(key) || byChoice.has(key)) ? chipFor(key) : ledKeys.has(key) ? leadIn!.chip : null,
        target: !!model?.targets.has(key),
        selected:
          current?.subject === key ||
          ledIn.value?.subject === key ||
          !!byChoice.get(key)?.some((c) => picksOf(choicePicks.value, c.choice)[c.part]! & (1 << c.value)),
      }),
      click: (key) => clickOn(key),
    };
    function chipFor(key: PickKey): string | null {
      // A variant (tapping the character) counts as one more way only when the card has no plain one.
      const own = bySubject.get(key) ?? [];
      const plain = own.filter((c) => c.variant === null);
      const list = distinctByLabel(plain.length ? plain : own);
      const made = byChoice.get(key) ?? [];
      // A choice's chip has the verb of its title and an ellipsis: the rest is picked in the panel.
      const verbs = [...new Set([...list.map((c) => verb(c.action.label)), ...made.map((c) => `${verb(wordsOf(c.choice, words[c.choice.type]).title)}…`)])];
      return verbs.length > 1 ? `${list.length + made.length} actions` : (verbs[0] ?? null);
    }
    function clickOn(key: PickKey): void {
      if (busy.value) return;
      if (current && model) {
        if (model.targets.has(key)) {
          const next = { ...current, picked: [...model.picked, key] };
          const m = selectionModel(all.value, next);
          if (!m.targets.size && m.complete.length === 1) return void send(m.complete[0]!.action.command);
          sel.value = next;
          return;
        }
        if (key === current.subject) return void (sel.value = null);
      }
      const made = byChoice.get(key);
      if (made) {
        // Picked in each choice it makes (or dropped when it was picked), as a click in the panel would; the panel comes into view.
        choicePicks.value = made.reduce((all, c) => toggle(all, c.choice, c.part, c.value), choicePicks.value);
        requestAnimationFrame(() => document.getElementById('choice-panel')?.scrollIntoView({ block: 'nearest' }));
      }
      if (!bySubject.has(key)) {
        const skip = leadIn && ledKeys.has(key) ? leadInMove(leadIn, s!.legalActions) : undefined;
        if (skip) {
          ledIn.value = { subject: key, seq: s!.seq, then: leadIn!.then ?? [] };
          void send(skip);
        }
        return;
      }
      const fresh: Selection = { subject: key, picked: [], variantOn: false };
      const m = selectionModel(all.value, fresh);
      // A card with one thing to do and nothing to aim at acts at once (its chip said what).
      if (!made && !m.targets.size && m.complete.length === 1 && !m.variant) return void send(m.complete[0]!.action.command);
      sel.value = fresh;
    }

    const prompt = finished ? 'The match is over' : s.status === 'waiting' ? 'Waiting for every seat to be claimed' : (s.prompt?.text ?? '');
    const firstAt = events.value[0]?.recordedAt;
    const lastAt = events.value[events.value.length - 1]?.recordedAt;
    const subjectInfo = current ? ui.describe(s.view, current.subject, who) : null;
    // A finished match's replay opens at its last step.
    const replayAt = `#/replay/${matchId}${finished ? '?step=last' : ''}`;
    const barActions = all.value.filter((c) => c.subject === null || ui.hints.alsoInBar?.(c.action.command));

    return (
      <TableCtx.Provider value={table}>
        <div class={`play ${finished ? 'finished' : ''}`}>
          <div class="match-head status">
            <h1>{mine && !watch ? `Playing as ${seatName(mine.seat)}` : 'Watching'}</h1>
            <span class={`conn ${connected.value ? 'ok' : connected.value === false ? 'bad' : ''}`}>
              {connected.value ? '● connected' : connected.value === false ? '○ reconnecting…' : 'connecting…'}
            </span>
            <span class="seats-line">
              {s.seats.map((x) => (
                <span key={x.seat} class={`seat-pill ${s.waitingFor.includes(x.seat) ? 'waited' : ''} ${x.seat === you ? 'you' : ''}`}>
                  {seatLabel(s.seats, x.seat)}
                  {x.bot ? '' : online.value.get(x.seat) ? ' ●' : ' ○'}
                  {s.waitingFor.includes(x.seat) ? ' · to act' : ''}
                </span>
              ))}
              {s.deadline && s.status === 'live' ? <Countdown at={s.deadline.at} seats={s.deadline.seats} /> : null}
              <span class="seq" data-seq={s.seq}>
                turn {turnOf(s) ?? 0}
              </span>
            </span>
            {/* One line at 1366 px: the prompt yields its room (the bar says it whole), the seat link keeps its own. */}
            <span class="prompt">{finished ? 'Game over' : prompt}</span>
            {finished ? null : (
              <>
                <Host el={seatLink} class="rendered" />
                <RematchOfLink matchId={matchId} />
              </>
            )}
            <a href={replayAt}>Replay</a>
            <a href="#/">Lobby</a>
          </div>
          <Host el={invitations} />
          <Marks marks={s.marks} />
          {/* Said only while there is a seat to take or play: once the match is over no one is "watching instead of playing". */}
          {mine || finished ? null : (
            <p class="no-seat" id="no-seat">
              {watch ? 'Watching as a spectator.' : 'This browser holds no seat here: you are watching. To play, open your seat link or join from the lobby.'}
            </p>
          )}
          <div class="play-layout">
            <div class="table-box">
              {finished ? (
                <GameOver
                  snap={s}
                  result={ui.result(s.view)}
                  name={name}
                  seconds={firstAt && lastAt ? Math.round((Date.parse(lastAt) - Date.parse(firstAt)) / 1000) : null}
                  seat={watch ? null : mine}
                  news={news}
                  replay={replayAt}
                />
              ) : null}
              <GameBoard gameId={s.gameId} view={s.view} seats={s.seats} />
            </div>
            <aside class="side">
              <ChatPanel matchId={matchId} token={watch ? null : (mine?.token ?? null)} news={news} finished={finished} />
              <h2>Log</h2>
              <Log events={events.value} fold={ui.foldLog} />
              {mine && !finished ? <CommandByHand send={(c) => void send(c)} /> : null}
            </aside>
          </div>
          {mine && !finished ? (
            <ActionBar
              prompt={prompt}
              yourMove={yourMove}
              waitingFor={!yourMove && !serverPasses && s.status === 'live' && s.waitingFor.length ? s.waitingFor.map(seatName).join(', ') : null}
              busy={busy.value || serverPasses}
              selected={current && model && subjectInfo ? { name: subjectInfo.name, card: subjectInfo.card, model, variantOn: current.variantOn } : null}
              barActions={barActions}
              allActions={distinctByLabel(s.actions.map((action) => ({ action }))).map((x) => x.action)}
              canPass={ui.passesPriority ? s.legalActions.some((a) => a.type === 'pass') : null}
              canConcede={s.status === 'live'}
              passLabel={s.actions.find((a) => a.command.type === 'pass')?.label ?? 'Pass priority'}
              send={(c) => void send(c)}
              chains={(ui.chains ?? []).flatMap((c) => {
                const first = s.legalActions.find((a) => a.type === c.first);
                return first && !serverPasses && you !== null && (!c.offered || c.offered(s.view, you))
                  ? [
                      {
                        id: c.id,
                        label: c.label,
                        onClick: () => {
                          const clicked = s.view;
                          chained.value = { then: c.then, seq: s.seq, still: (view) => !c.still || c.still(view, clicked, you) };
                          void send(first);
                        },
                      },
                    ]
                  : [];
              })}
              dataOf={(a) => {
                const c = all.value.find((x) => x.action === a);
                const card = c?.subject ? ui.describe(s.view, c.subject, who).card : null;
                return { ...(card ? { 'data-card': card } : {}), ...(c?.variant ? { 'data-via': 'variant' } : {}) };
              }}
              cancel={() => (sel.value = null)}
              toggleVariant={() => current && (sel.value = { ...current, picked: [], variantOn: !current.variantOn })}
              onPass={passNow}
              onConcede={() => (askConcede.value = true)}
              choice={
                choices.length ? (
                  <ChoicePanel
                    choices={choices}
                    words={words}
                    name={(key) => ui.describe(s.view, key, who).name}
                    send={(c) => void send(c)}
                    picks={choicePicks.value}
                    setPicks={(p) => (choicePicks.value = p)}
                  />
                ) : null
              }
              settings={
                <>
                  {ui.passesPriority ? (
                    <label class="stop">
                      <span class="stop-label">Stops: </span>
                      <select id="priority-stop" value={stop.value} onChange={(ev) => void changeStop(ev.currentTarget.value as StopChoice)}>
                        {(Object.keys(STOPS) as StopChoice[]).map((k) => (
                          <option key={k} value={k}>
                            {STOPS[k]}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <Host el={turnSignal.control} class="sound" />
                </>
              }
            />
          ) : null}
          {askConcede.value && !finished ? (
            <div class="concede-confirm" id="concede-confirm" role="dialog">
              Concede this match? You lose and cannot come back.{' '}
              <button
                class="danger"
                id="concede-yes"
                onClick={() => {
                  askConcede.value = false;
                  void send(concede);
                }}
              >
                Yes, concede
              </button>{' '}
              <button id="concede-no" onClick={() => (askConcede.value = false)}>
                Keep playing
              </button>
            </div>
          ) : null}
        </div>
      </TableCtx.Provider>
    );
  }

  render(<Page />, root);

  const onKey = (ev: KeyboardEvent) => {
    if (ev.key === 'Escape') sel.value = null;
    const typing = ev.target instanceof HTMLElement && ev.target.closest('input, textarea, select');
    if (ev.key === ' ' && !typing && !ev.repeat && hasKeyboard() && legal('pass')) {
      ev.preventDefault();
      passNow();
    }
  };
  document.addEventListener('keydown', onKey);

  client.onUpdate(({ mirror }) => {
    const held = mine ? client.receipts(matchId) : undefined;
    if (mine && held) receiptsStore.save(matchId, mine.seat, held);
    const s: TableSnapshot | null = mirror.snapshot;
    if (!s) return;
    if (!snap.value) void loadCatalog(s.gameId).then(() => (catalogReady.value += 1));
    if (stop.value === 'end-of-turn' && s.autoPassStop?.mode === 'end-of-turn' && s.autoPassStop.turn !== gameUi(s.gameId).turnNumber(s.view)) {
      // That turn is over: the server now stops as `smart`; so does the menu.
      stop.value = 'smart';
      if (mine) stopPref.set(matchId, mine.seat, 'smart');
    }
    // The match ended here: its summary (atop the board) comes into view, wherever the page was scrolled.
    if (s.status === 'finished' && snap.value?.status === 'live')
      requestAnimationFrame(() => document.getElementById('game-over')?.scrollIntoView({ block: 'nearest' }));
    snap.value = s;
    // A choice the new snapshot no longer offers is dropped: when it comes back, nothing is picked.
    const offered = new Set(s.choices?.map(choiceKey));
    choicePicks.value = new Map([...choicePicks.value].filter(([k]) => offered.has(k)));
    runChain();
    runLeadIn();
    events.value = [...mirror.events];
  });
  client.onPresence((p) => {
    online.value = new Map(p.seats.map((x) => [x.seat, x.connected]));
  });
  client.onError((e) => toast(`Server: ${e.message} (${e.code})`));
  client.socket.on('connect', () => (connected.value = true));
  client.socket.on('disconnect', () => (connected.value = false));

  // The typed client rejoins after a reconnect only once a join was acknowledged: if the very
  // first join is lost with the connection, join again on the next connect.
  let closed = false;
  const joinNow = async (): Promise<void> => {
    try {
      const req = stopRequest(stop.value);
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
    document.removeEventListener('keydown', onKey);
    turnSignal.stop();
    client.close();
    render(null, root);
  };
}
