import type { CreatedMatch, CreateMatchRequest, DeadlinesRequest, GameInfo, JoinedSeat, LobbyEntry, UnlistedMatch } from '../../src/client';
import { api, describeError, tokens } from './api';
import { h, mount, seatName, toast } from './dom';
import { gameUi } from './games';
import { RATED_MARK, SCENARIO_MARK } from './marks';
import { seatLinks } from './seat-link';
import { invitationLinks } from './social/invitation-links';

/** Rows per lobby page (the API's default limit). */
const PAGE = 100;
/** The newest imports shown below the lobby's own matches. */
const IMPORTED = 20;

export async function lobbyPage(root: HTMLElement): Promise<() => void> {
  const games = await api<GameInfo[]>('GET', '/games');
  const list = h('div.match-list', 'Loading…');
  let offset = 0;
  const pager = (count: number) =>
    h(
      'div.pager',
      h('button', { id: 'newer', disabled: offset === 0, onclick: () => void go(Math.max(0, offset - PAGE)) }, '← Newer'),
      ` matches ${offset + 1}–${offset + count} `,
      h('button', { id: 'older', disabled: count < PAGE, onclick: () => void go(offset + PAGE) }, 'Older →'),
    );
  const go = async (to: number) => {
    offset = to;
    await refresh();
  };
  const refresh = async () => {
    try {
      // Imported matches are listed apart (newest import first), so they never crowd out live play.
      const [rows, imported] = await Promise.all([
        api<LobbyEntry[]>('GET', `/matches?limit=${PAGE}&offset=${offset}`),
        api<LobbyEntry[]>('GET', `/matches?kind=imported&limit=${IMPORTED}`),
      ]);
      const groups: [string, LobbyEntry[]][] = [
        ['Live', rows.filter((r) => r.status === 'live')],
        ['Waiting for players', rows.filter((r) => r.status === 'waiting')],
        ['Finished', rows.filter((r) => r.status === 'finished')],
        ['Imported from export files', imported],
      ];
      mount(
        list,
        groups.map(([title, rs]) => h('section', h('h2', `${title} (${rs.length})`), rs.length ? matchTable(rs) : h('p.muted', 'none'))),
        rows.length || offset ? pager(rows.length) : null,
      );
    } catch (e) {
      toast(`Could not load the matches: ${describeError(e)}`);
    }
  };
  mount(
    root,
    h('div.match-head', h('h1', 'Lobby'), h('a', { id: 'import-link', href: '#/import' }, 'Import an export file')),
    createForm(games, refresh),
    list,
  );
  await refresh();
  const timer = setInterval(() => void refresh(), 3000);
  return () => clearInterval(timer);
}

function matchTable(rows: LobbyEntry[]): HTMLElement {
  return h(
    'table.matches',
    h(
      'thead',
      h(
        'tr',
        ['Match', 'Game', 'Deadlines', 'Seats', 'Updated', ''].map((t) => h('th', t)),
      ),
    ),
    h(
      'tbody',
      rows.map((r) => {
        const mine = tokens.get(r.matchId);
        const seats = r.seats.map((s) => {
          const label = `${seatName(s.seat)}: ${s.bot ? `bot ${s.bot}` : (s.name ?? 'open')}`;
          const won = r.winners?.includes(s.seat) ? ' (won)' : '';
          if (!s.claimed && r.status === 'waiting') return joinControl(r.matchId, s.seat);
          return h('span.seat', label + won);
        });
        return h(
          'tr',
          { 'data-match': r.matchId, 'data-status': r.status },
          h('td', h('code', r.matchId.slice(0, 8))),
          h(
            'td',
            r.gameId,
            r.scenario ? h('span.mark.scenario', { title: SCENARIO_MARK }, 'scenario') : null,
            r.rated ? h('span.mark.rated', { title: RATED_MARK }, 'rated') : null,
            r.importedAt ? h('span.mark.imported', { title: `imported from an export file on ${new Date(r.importedAt).toLocaleString()}` }, 'imported') : null,
          ),
          h('td.deadline', r.terms?.deadlines ? `${r.terms.deadlines.mode}, ${r.terms.deadlines.seconds} s a move` : 'no deadlines'),
          h('td.seats', seats),
          h('td', new Date(r.updatedAt).toLocaleTimeString()),
          h(
            'td.links',
            mine && r.status !== 'finished' ? h('a.play', { href: `#/match/${r.matchId}` }, `Play as ${seatName(mine.seat)}`) : null,
            r.status !== 'finished' ? h('a.watch', { href: `#/match/${r.matchId}?watch` }, 'Watch') : null,
            h('a.replay', { href: `#/replay/${r.matchId}` }, 'Replay'),
            r.status === 'finished' ? h('a.dispute', { href: `#/dispute/${r.matchId}` }, 'Audit') : null,
          ),
        );
      }),
    ),
  );
}

/** "Join as Pn": asks the joiner's name, then claims the seat. */
function joinControl(matchId: string, seat: number): HTMLElement {
  const box = h('span.join-box');
  const ask = () => {
    const name = h('input.join-name', {
      placeholder: 'your name',
      value: localStorage.getItem('stackbound:name') ?? '',
      'aria-label': 'Your name',
    }) as HTMLInputElement;
    const form = h(
      'form.join-form',
      {
        onsubmit: (ev: Event) => {
          ev.preventDefault();
          localStorage.setItem('stackbound:name', name.value.trim());
          void join(matchId, seat, name.value.trim() || `Player ${seat + 1}`);
        },
      },
      name,
      h('button.primary.join-confirm', { type: 'submit' }, `Join as ${seatName(seat)}`),
    );
    mount(box, form);
    name.focus();
  };
  mount(box, h('button.join', { 'data-seat': seat, onclick: ask }, `Join as ${seatName(seat)}…`));
  return box;
}

async function join(matchId: string, seat: number, name: string): Promise<void> {
  try {
    const res = await api<JoinedSeat>('POST', `/matches/${matchId}/seats/${seat}`, { name });
    tokens.set(matchId, seat, res.token);
    seatLinks.offer(matchId, seat, res.token);
    location.hash = `#/match/${matchId}`;
  } catch (e) {
    toast(`Could not join ${seatName(seat)}: ${describeError(e)}`);
  }
}

function createForm(games: GameInfo[], refresh: () => Promise<void>): HTMLElement {
  const game = h(
    'select',
    { id: 'game', name: 'game' },
    games.map((g) => h('option', { value: g.id }, `${g.displayName} (${g.minSeats}–${g.maxSeats} seats)`)),
  ) as HTMLSelectElement;
  const seatCount = h('input', { id: 'seats', type: 'number', value: '2', min: '1', max: '16' }) as HTMLInputElement;
  const seatRows = h('div.seat-rows');
  const deadline = h(
    'select',
    { id: 'deadline-mode' },
    h('option', { value: '' }, 'no deadlines'),
    h('option', { value: 'live' }, 'live (seconds)'),
    h('option', { value: 'correspondence' }, 'correspondence (seconds)'),
  ) as HTMLSelectElement;
  const seconds = h('input', { id: 'deadline-seconds', type: 'number', value: '60', min: '1' }) as HTMLInputElement;
  const mySeat = h('select', { id: 'my-seat' }) as HTMLSelectElement;
  const unlisted = h('input', { id: 'unlisted', type: 'checkbox' }) as HTMLInputElement;
  const rated = h('input', { id: 'rated', type: 'checkbox' }) as HTMLInputElement;
  const name = h('input', { id: 'player-name', placeholder: 'your name', value: localStorage.getItem('stackbound:name') ?? '' }) as HTMLInputElement;

  const current = () => games.find((g) => g.id === game.value) ?? games[0];
  const drawSeats = () => {
    const g = current();
    if (!g) return;
    const n = Math.max(g.minSeats, Math.min(g.maxSeats, Number(seatCount.value) || g.minSeats));
    seatCount.min = String(g.minSeats);
    seatCount.max = String(g.maxSeats);
    // A seat keeps its choice when the game changes, unless the new game has no such bot: then it
    // gets that game's default (a select left without its choice would silently fall to "human").
    const offeredBots = new Set(g.botLevels.map((b) => b.name));
    const prev = [...seatRows.querySelectorAll('select')].map((s) => (s as HTMLSelectElement).value);
    const choice = (i: number): string => {
      const kept = prev[i];
      if (kept !== undefined && (kept === '' || offeredBots.has(kept))) return kept;
      return i > 0 ? g.defaultBot : '';
    };
    mount(
      seatRows,
      Array.from({ length: n }, (_, i) =>
        h(
          'label.seat-choice',
          `${seatName(i)}: `,
          h(
            'select',
            { 'data-seat': i, class: 'seat-kind' },
            h('option', { value: '' }, 'human'),
            g.botLevels.map((b) => h('option', { value: b.name, title: b.description, selected: choice(i) === b.name }, `bot: ${b.name}`)),
          ),
        ),
      ),
    );
    const old = mySeat.value;
    mount(
      mySeat,
      h('option', { value: '' }, 'just create'),
      Array.from({ length: n }, (_, i) => h('option', { value: String(i), selected: old === String(i) || (old === '' && i === 0) }, `join as ${seatName(i)}`)),
    );
  };
  const rules = h('p.rules-summary', { id: 'rules-summary' });
  const drawRules = () =>
    mount(
      rules,
      gameUi(game.value).summary ? [h('b', 'How to play: '), gameUi(game.value).summary, ' ', h('a', { href: `#/cards/${game.value}` }, 'The cards')] : '',
    );
  game.addEventListener('change', drawRules);
  drawRules();
  game.addEventListener('change', drawSeats);
  seatCount.addEventListener('input', drawSeats);
  drawSeats();

  const create = async (ev: Event) => {
    ev.preventDefault();
    const bots = [...seatRows.querySelectorAll('select')].map((s) => (s as HTMLSelectElement).value || null);
    const body: CreateMatchRequest = { gameId: game.value, seats: bots.length };
    if (bots.some(Boolean)) body.bots = bots;
    if (deadline.value) body.deadlines = { mode: deadline.value as DeadlinesRequest['mode'], seconds: Number(seconds.value) };
    if (rated.checked) body.rated = true;
    localStorage.setItem('stackbound:name', name.value);
    try {
      const seat = mySeat.value === '' || bots[Number(mySeat.value)] ? null : Number(mySeat.value);
      const playerName = name.value.trim() || `Player ${(seat ?? 0) + 1}`;
      if (unlisted.checked) return await createUnlisted(body, seat, playerName);
      const { matchId } = await api<CreatedMatch>('POST', '/matches', body);
      if (seat !== null) {
        const res = await api<JoinedSeat>('POST', `/matches/${matchId}/seats/${seat}`, { name: playerName });
        openOwnSeat(res);
      } else {
        toast(`Match ${matchId.slice(0, 8)} created`, 'info');
        await refresh();
      }
    } catch (e) {
      toast(`Could not create the match: ${describeError(e)}`);
    }
  };
  return h(
    'form.create',
    { onsubmit: create },
    h('h2', 'New match'),
    h('div.row', h('label', 'Game ', game), h('label', 'Seats ', seatCount), h('label', 'Your name ', name)),
    rules,
    seatRows,
    h(
      'div.row',
      h('label', 'Deadlines ', deadline),
      h('label', 'Seconds ', seconds),
      h('label', 'Then ', mySeat),
      h('label', { title: 'Not listed in the lobby: each open seat gets an invitation link' }, unlisted, ' unlisted (invitation only)'),
      h('label', { title: RATED_MARK }, rated, ' rated'),
      h('button.primary', { type: 'submit', id: 'create' }, 'Create match'),
    ),
  );
}

/** Keeps the creator's seat token and opens its table (with the seat link offered once). */
function openOwnSeat(res: JoinedSeat): void {
  tokens.set(res.matchId, res.seat, res.token);
  seatLinks.offer(res.matchId, res.seat, res.token);
  location.hash = `#/match/${res.matchId}`;
}

/**
 * An unlisted match (docs/social.md): every human seat gets an invitation. The creator takes its
 * own seat through its own invitation; the table then shows the links of the other seats.
 */
async function createUnlisted(body: CreateMatchRequest, seat: number | null, playerName: string): Promise<void> {
  const created = await api<UnlistedMatch>('POST', '/matches/unlisted', body);
  invitationLinks.offer(created.matchId, created.invitations, seat);
  const own = created.invitations.find((i) => i.seat === seat);
  if (own) return openOwnSeat(await api<JoinedSeat>('POST', `/invitations/${encodeURIComponent(own.token)}`, { name: playerName }));
  location.hash = `#/match/${created.matchId}?watch`;
}
