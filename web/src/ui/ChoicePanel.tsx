import type { ComposedChoice, GameMessage } from '../../../src/client';
import { commandOf } from '../../../src/realtime/choice-commands';
import type { ChoiceWords } from '../games/types';
import { fitPicks, picksOf, toggle, type ChoicePicks } from './choice-picks';
import { asMasks, missingPick, readingOrder, valueText, wordsOf } from './choice-words';

/**
 * A protocol 2 choice (docs/protocol.md, "Protocol 2"): a command with many legal variants (a
 * Mansters counter-trade, a Four Souls loot card with its targets) offered as parts to pick, then
 * confirm, instead of one button per combination. It knows no game: the game's words (`words`, by
 * command type) title it and name its parts (choice-words.ts). Its picks are the table's
 * (`picks`): a card clicked on the board is picked here too (choice-picks.ts). Part of the table's first load (as a
 * chunk of its own it cost the whole client more than it saved the first load, docs/web.md).
 */
export interface ChoicePanelProps {
  readonly choices: readonly ComposedChoice[];
  readonly words: Readonly<Record<string, ChoiceWords>>;
  /** A table element's name (`obj:ID`, `seat:N`...). */
  readonly name: (key: string) => string;
  readonly send: (command: GameMessage) => void;
  readonly picks: ChoicePicks;
  readonly setPicks: (picks: ChoicePicks) => void;
}

type Props = Omit<ChoicePanelProps, 'choices' | 'words'> & { readonly choice: ComposedChoice; readonly words: ChoiceWords | undefined };

function Choice({ choice, words, name, send, ...state }: Props) {
  const read = wordsOf(choice, words);
  const { picks, allowed, implied } = fitPicks(choice, picksOf(state.picks, choice), read.order);
  // Confirm is offered once the picks are a legal combination.
  const legal = choice.legal.find((combo) => asMasks(choice, combo).every((mask, i) => mask === picks[i]));
  const missing = missingPick(choice, picks, read.parts, read.order);
  return (
    <div class="bar-row choice">
      <strong class="choice-title">{read.title}</strong>
      {read.order.map((i) => {
        const part = choice.parts[i]!;
        // A part with nothing to pick: its one value is none (Bomb's mode), or nothing goes with the picks before it (Blue Pill's targets).
        const none = implied[i] && part.of[Math.log2(picks[i]!)] === null;
        if (none || (!allowed[i] && !picks[i])) return null;
        const w = read.parts[i]!;
        const texts = part.of.map((v) => w.value?.(v, name, choice) ?? valueText(v, name));
        return (
          <span class="choice-part" data-field={part.field}>
            <span class="choice-label">{w.label}:</span>{' '}
            {readingOrder(part, texts).map((j) => {
              const on = (picks[i]! & (1 << j)) !== 0;
              // A picked value stays clickable (to take it back); one that cannot go with the picks before it is not.
              const off = !on && !(allowed[i]! & (1 << j));
              return (
                <button class={on ? 'selected' : ''} aria-pressed={on} disabled={off} onClick={() => state.setPicks(toggle(state.picks, choice, i, j))}>
                  {texts[j]}
                </button>
              );
            })}
          </span>
        );
      })}
      {missing ? <span class="hint choice-missing">{missing}</span> : null}
      <button class="action" disabled={!legal} onClick={() => legal && send(commandOf(choice, legal))}>
        Confirm
      </button>
    </div>
  );
}

export function ChoicePanel({ choices, words, ...rest }: ChoicePanelProps) {
  return (
    <div id="choice-panel">
      {choices.map((choice) => (
        <Choice choice={choice} words={words[choice.type]} {...rest} />
      ))}
    </div>
  );
}
