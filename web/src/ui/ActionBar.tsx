import type { ComponentChildren } from 'preact';
import type { ActionInfo, GameMessage } from '../../../src/client';
import { catalogCard } from '../catalog';
import { distinctByLabel, type Candidate, type SelectionModel } from './picking';

/** Whether the folded list of every action is open in this browser (remembered). */
export const ALL_ACTIONS_KEY = 'stackbound:all-actions';

/** Whether this device has a keyboard worth labelling shortcuts for (a fine pointer that hovers). */
export const hasKeyboard = (): boolean => typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches;

export interface ActionBarProps {
  readonly prompt: string;
  readonly yourMove: boolean;
  /** Whom the match waits for when it is not this seat ("P2"), else null. */
  readonly waitingFor: string | null;
  readonly busy: boolean;
  /** The card being acted with: its name, catalog id and what it can do. */
  readonly selected: { readonly name: string; readonly card: string | null; readonly model: SelectionModel; readonly variantOn: boolean } | null;
  /** Actions that belong to no card (and the answers of a decision). */
  readonly barActions: readonly Candidate[];
  /** Every action, one per label, in a folded list (a fallback to the table). */
  readonly allActions: readonly ActionInfo[];
  /** Whether this seat may pass now; null in a game that never gives priority to pass (no Pass button). */
  readonly canPass: boolean | null;
  readonly canConcede: boolean;
  readonly passLabel: string;
  readonly send: (cmd: GameMessage) => void;
  /** Data attributes of an action's button: the card it is done with (`data-card`), its variant (`data-via`). */
  readonly dataOf: (a: ActionInfo) => Record<string, string>;
  readonly cancel: () => void;
  readonly toggleVariant: () => void;
  readonly onPass: () => void;
  readonly onConcede: () => void;
  /** Buttons that make two moves in one click (the game's chains). */
  readonly chains: readonly { readonly id: string; readonly label: string; readonly onClick: () => void }[];
  /** The stop menu and the sound switch. */
  readonly settings: ComponentChildren;
  /** A choice of parts the prompt offers (the choice panel), shown under the bar's row of buttons. */
  readonly choice?: ComponentChildren;
}

const button = (a: ActionInfo, p: ActionBarProps) => (
  <button key={a.label} class="action" data-type={a.command.type} {...p.dataOf(a)} disabled={p.busy} onClick={() => p.send(a.command)}>
    {a.label}
  </button>
);

/**
 * The small bar held at the bottom of the screen: the prompt, the selected card's actions (with its
 * variant toggle), what belongs to no card, pass, concede and the stop menu. At most a fifth of the
 * screen: it scrolls inside itself. It is sticky, not fixed: it keeps its own room at the end of the
 * page, so scrolled to the end nothing is under it, whatever its height (table.css).
 */
export function ActionBar(p: ActionBarProps) {
  const keys = hasKeyboard();
  const sel = p.selected;
  return (
    <div id="action-bar" class={`action-bar actions ${p.busy ? 'busy' : ''}`}>
      <div class="bar-prompt">
        {p.yourMove ? <b class="your-move">Your move: </b> : null}
        <span class="prompt-text">{p.prompt}</span>
        {p.waitingFor ? <span class="muted not-you"> · Not your decision now: waiting for {p.waitingFor}.</span> : null}
      </div>
      {sel ? (
        <div class="card-menu" id="card-actions">
          <b class="menu-name" data-card={sel.card ?? undefined}>
            {sel.name}
          </b>
          {sel.card && catalogCard(sel.card)?.text ? <span class="menu-text">{catalogCard(sel.card)!.text}</span> : null}
          {sel.model.variant ? (
            <label class="variant">
              <input type="checkbox" id="variant-toggle" checked={sel.variantOn} onChange={p.toggleVariant} /> {sel.model.variant}
            </label>
          ) : null}
          {sel.model.targets.size ? <span class="hint">Click a highlighted card or player on the table.</span> : null}
          {sel.model.complete.map((c) => button(c.action, p))}
          <button id="cancel-pick" class="ghost" onClick={p.cancel}>
            Cancel{keys ? ' (Esc)' : ''}
          </button>
        </div>
      ) : null}
      <div class="bar-row">
        {distinctByLabel(p.barActions).map((c) => button(c.action, p))}
        {/* Mid-pick, a chain would drop the card being played: offered again after Cancel. */}
        {(sel ? [] : p.chains).map((c) => (
          <button key={c.id} id={`chain-${c.id}`} class="action chain" disabled={p.busy} onClick={c.onClick}>
            {c.label}
          </button>
        ))}
        {p.canPass !== null ? (
          <button id="pass" class="action primary" data-type="pass" disabled={!p.canPass || p.busy} title={p.passLabel} onClick={p.onPass}>
            {keys ? 'Pass (Space)' : 'Pass'}
          </button>
        ) : null}
        <button id="concede" class="danger ghost" disabled={!p.canConcede} onClick={p.onConcede}>
          Concede…
        </button>
        {p.settings}
        <details
          class="all-actions"
          id="all-actions"
          hidden={!p.allActions.length}
          open={localStorage.getItem(ALL_ACTIONS_KEY) === 'open'}
          onToggle={(ev) => localStorage.setItem(ALL_ACTIONS_KEY, ev.currentTarget.open ? 'open' : 'closed')}
        >
          <summary>All actions ({p.allActions.length})</summary>
          <div class="all-list">{p.allActions.map((a) => button(a, p))}</div>
        </details>
      </div>
      {/* After the row: on a phone the bar scrolls inside itself, and a long choice must not push
          "End your turn" and Pass out of sight (a card's chip brings the panel into view). */}
      {p.choice}
    </div>
  );
}
