/**
 * Hidden-value check of everything boardgame.io clients received in a pile match: `sync` (state,
 * log, initial state, match data), `update` (state, log), `patch`, `matchData`. Hidden: the deck
 * (`G.secret`), the other player's hand (`G.players[other]`), the random plugin's seed (it
 * predicts every shuffle) and other players' credentials.
 *
 * Every state object in a message is checked, including `syncInfo.initialState`, which
 * boardgame.io 0.50 sends as stored (its player-view filter covers `state` and `log` only).
 */
import { forbiddenKeys, intersects, unexpectedKeys, type HiddenValueReport } from './hidden-values';

const FORBIDDEN = new Set(['secret', 'deck', 'hands', 'credentials', 'seed']);
/** `secret` is reported on its own, not as an unreviewed field. */
const G_KEYS = new Set(['pile', 'plays', 'handSizes', 'deckSize', 'players', 'secret']);

interface BgioMessage {
  type: string;
  args: unknown[];
}

interface BgioState {
  G?: { players?: Record<string, { hand?: number[] }> } & Record<string, unknown>;
  _stateID?: number;
}

export function checkBgioHiddenValues(messagesBySeat: readonly (readonly unknown[])[], report: HiddenValueReport): void {
  const messages = messagesBySeat.map((list) => list as readonly BgioMessage[]);
  // Each player's own hand at every state id it received (from its own, filtered state).
  const handAt = messages.map((list, seat) => {
    const map = new Map<number, number[] | undefined>();
    for (const m of list) for (const st of statesOf(m)) if (st.role === 'state') map.set(st.state._stateID ?? -1, st.state.G?.players?.[String(seat)]?.hand);
    return map;
  });
  messages.forEach((list, seat) => {
    const me = String(seat);
    const other = 1 - seat;
    for (const m of list) {
      const problems: string[] = [];
      for (const { role, state } of statesOf(m)) {
        const g = state.G ?? {};
        if ('secret' in g) problems.push(`the deck (G.secret) in ${role}`);
        const players = Object.keys(g.players ?? {});
        if (players.some((p) => p !== me)) problems.push(`the other player's hand in ${role}`);
        if (unexpectedKeys(g, G_KEYS).length) problems.push(`an unreviewed G field in ${role}`);
        if (intersects(g.players?.[me]?.hand, handAt[other]?.get(state._stateID ?? -1))) problems.push(`the other player's card as own hand in ${role}`);
      }
      for (const key of forbiddenKeys(withoutG(m), FORBIDDEN))
        problems.push(key === 'seed' ? `the shuffle seed (plugins.random) in ${m.type}` : `a \`${key}\` field in ${m.type}`);
      report.add(problems);
    }
  });
}

/** The state objects a message carries, named by where they sit. */
function statesOf(m: BgioMessage): { role: string; state: BgioState }[] {
  if (m.type === 'update') return [{ role: 'state', state: m.args[1] as BgioState }];
  if (m.type === 'sync') {
    const info = m.args[1] as { state?: BgioState; initialState?: BgioState };
    return [
      ...(info.state ? [{ role: 'state', state: info.state }] : []),
      ...(info.initialState ? [{ role: 'sync.initialState', state: info.initialState }] : []),
    ];
  }
  return [];
}

/** The message without the G objects (checked field by field above), for the key scan of the rest. */
function withoutG(m: BgioMessage): unknown {
  return JSON.parse(JSON.stringify(m.args), (key, value: unknown) => (key === 'G' ? undefined : value));
}
