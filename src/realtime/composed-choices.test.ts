import { describe, expect, it } from 'vitest';
import { choiceCommands } from './choice-commands';
import { COMPOSE_FROM, composeActions } from './composed-choices';
import type { ActionInfo, GameMessage } from './protocol';

const action = (command: GameMessage): ActionInfo => ({ command, label: command.type, refs: [] });

/** A trade answer as Mansters lists it: decline, accepts, and a counter-trade per set of cards to give and sum to ask. */
const hand = ['m1', 'm2', 'm3', 'm4'];
const subsets = Array.from({ length: 15 }, (_, n) => hand.filter((_, i) => ((n + 1) & (1 << i)) !== 0));
const counters = subsets.flatMap((give) => [0, 2, 5].map((ask) => ({ type: 'counter-trade', to: 1, give, ask })));
const answer = [action({ type: 'decline-trade' }), action({ type: 'accept-trade', give: ['m1'] }), ...counters.map(action)];

describe('protocol 2 choices: a command type with many variants offered as parts', () => {
  it('offers the 45 counter-trades as cards to give and a sum to ask, and gives back exactly those commands in order', () => {
    const { actions, choices } = composeActions(answer);
    expect(actions).toEqual(answer.slice(0, 2));
    expect(choices).toHaveLength(1);
    const [choice] = choices;
    expect(choice).toMatchObject({
      type: 'counter-trade',
      fixed: { to: 1 },
      parts: [
        { field: 'ask', pick: 'one', of: [0, 2, 5] },
        { field: 'give', pick: 'some', of: hand },
      ],
    });
    expect(choice!.legal).toHaveLength(45);
    expect(choiceCommands(choice!)).toEqual(counters);
    expect(JSON.stringify(choices).length).toBeLessThan(JSON.stringify(counters.map(action)).length / 3);
  });

  it('leaves a type listed below the threshold, and when parts cannot give back its commands exactly', () => {
    const few = counters.slice(0, COMPOSE_FROM - 1).map(action);
    expect(composeActions(few)).toEqual({ actions: few, choices: [] });
    // A list out of the parts' order (m2 before m1) cannot be a mask over them.
    const disordered = [...counters.slice(0, 20), { type: 'counter-trade', to: 1, give: ['m2', 'm1'], ask: 0 }].map(action);
    expect(composeActions(disordered)).toEqual({ actions: disordered, choices: [] });
    // A field only some commands have.
    const ragged = [...counters.slice(0, 20), { type: 'counter-trade', to: 1, give: ['m1'] }].map(action);
    expect(composeActions(ragged)).toEqual({ actions: ragged, choices: [] });
  });
});
