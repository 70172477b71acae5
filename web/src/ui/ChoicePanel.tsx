import { useState } from 'preact/hooks';
import type { ComposedChoice, GameMessage, JsonValue } from '../../../src/client';
import { commandOf } from '../../../src/realtime/choice-commands';

/**
 * A protocol 2 choice (docs/protocol.md, "Protocol 2"): a command with many legal variants (a
 * Mansters counter-trade, a multi-part Four Souls choice) offered as parts to pick, then confirm,
 * instead of one button per combination. Part of the table's first load (as a chunk of its own it
 * cost the whole client more than it saved the first load, docs/web.md).
 */
export interface ChoicePanelProps {
  readonly choices: readonly ComposedChoice[];
  /** A value's words (a card's name for its id). */
  readonly name: (value: JsonValue) => string;
  readonly send: (command: GameMessage) => void;
}

type Props = Omit<ChoicePanelProps, 'choices'> & { readonly choice: ComposedChoice };

function Choice({ choice, name, send }: Props) {
  // Every pick as a bit mask over its part's values (a `one` part has at most one bit); Confirm
  // is offered once the picks are a legal combination.
  const [picks, setPicks] = useState<readonly number[]>(choice.parts.map(() => 0));
  const legal = choice.legal.find((combo) => combo.every((n, i) => (choice.parts[i]!.pick === 'one' ? 1 << n : n) === picks[i]));
  return (
    <div class="bar-row">
      <strong>{choice.type.replace(/-/g, ' ')}</strong>
      {choice.parts.map((part, i) => (
        <span>
          {part.field}:{' '}
          {part.of.map((value, j) => {
            const p = picks[i]!;
            const on = (p & (1 << j)) !== 0;
            const next = part.pick === 'one' ? (on ? 0 : 1 << j) : p ^ (1 << j);
            return (
              <button class={on ? 'selected' : ''} onClick={() => setPicks(picks.map((x, k) => (k === i ? next : x)))}>
                {name(value)}
              </button>
            );
          })}
        </span>
      ))}
      <button class="action" disabled={!legal} onClick={() => legal && send(commandOf(choice, legal))}>
        Confirm
      </button>
    </div>
  );
}

export function ChoicePanel({ choices, ...rest }: ChoicePanelProps) {
  return (
    <div id="choice-panel">
      {choices.map((choice) => (
        // A new prompt's choice (other values) starts with nothing picked.
        <Choice key={`${choice.type} ${JSON.stringify(choice.parts)}`} choice={choice} {...rest} />
      ))}
    </div>
  );
}
