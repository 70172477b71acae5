import { useState } from 'preact/hooks';
import type { ComposedChoice, GameMessage, JsonValue } from '../../../src/client';
import { commandOf } from '../../../src/realtime/choice-commands';

/**
 * A protocol 2 choice (docs/protocol.md, "Protocol 2"): a command with many legal variants (a
 * Mansters counter-trade, a multi-part Four Souls choice) offered as parts to pick, then confirm,
 * instead of one button per combination. Loaded only when a prompt has such a choice, so the table
 * page does not carry it.
 */
export interface ChoicePanelProps {
  readonly choices: readonly ComposedChoice[];
  /** A value's words (a card's name for its id). */
  readonly name: (value: JsonValue) => string;
  readonly busy: boolean;
  readonly send: (command: GameMessage) => void;
}

/** Per part: the index picked (`one`, -1: none yet) or the bit mask of those picked (`some`). */
type Picks = readonly number[];

/** The legal combinations that still agree with `picks`, leaving part `skip` out of the test. */
function agreeing(choice: ComposedChoice, picks: Picks, skip: number): (readonly number[])[] {
  return choice.legal.filter((combo) =>
    choice.parts.every((part, i) => {
      const p = picks[i] ?? 0;
      const c = combo[i] ?? 0;
      if (i === skip) return true;
      return part.pick === 'one' ? p < 0 || p === c : (p & c) === p;
    }),
  );
}

function Choice({ choice, name, busy, send }: Omit<ChoicePanelProps, 'choices'> & { choice: ComposedChoice }) {
  const fresh = (): Picks => choice.parts.map((p) => (p.pick === 'one' ? -1 : 0));
  const [picks, setPicks] = useState<Picks>(fresh);
  const set = (i: number, value: number) => setPicks(picks.map((p, j) => (j === i ? value : p)));
  const legal = choice.legal.find((combo) => combo.every((c, i) => c === picks[i]));
  const title = choice.type.replace(/-/g, ' ');
  return (
    <div class="choice" data-choice={choice.type}>
      <strong>{title[0]?.toUpperCase() + title.slice(1)}</strong>
      {choice.parts.map((part, i) => {
        const open = agreeing(choice, picks, i);
        const p = picks[i] ?? 0;
        return (
          <div key={part.field} class="choice-part" data-field={part.field}>
            <span class="muted">{part.field}: </span>
            {part.of.map((value, j) => {
              const on = part.pick === 'one' ? p === j : (p & (1 << j)) !== 0;
              const next = part.pick === 'one' ? j : p ^ (1 << j);
              // Offered while some legal combination has it with what is picked elsewhere.
              const can = on || open.some((c) => (part.pick === 'one' ? c[i] === j : ((c[i] ?? 0) & next) === next));
              return (
                <button
                  key={j}
                  class={`choice-value ${on ? 'on' : ''}`}
                  aria-pressed={on}
                  disabled={busy || !can}
                  onClick={() => set(i, on && part.pick === 'one' ? -1 : next)}
                >
                  {name(value)}
                </button>
              );
            })}
          </div>
        );
      })}
      <button class="action choice-confirm" disabled={busy || !legal} onClick={() => legal && send(commandOf(choice, legal))}>
        Confirm
      </button>
    </div>
  );
}

export function ChoicePanel({ choices, ...rest }: ChoicePanelProps) {
  return (
    <div class="choice-panel" id="choice-panel">
      {choices.map((choice) => (
        <Choice key={choice.type} choice={choice} {...rest} />
      ))}
    </div>
  );
}
