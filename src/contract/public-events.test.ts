/**
 * Every event a viewer can receive is described by its game's reference: the whole event by
 * `events.schema.json`, its public form by `public-events.schema.json` (both closed objects). Long
 * bot matches of both games, each event redacted for every seat, a spectator and an omniscient
 * viewer, each form checked against the schemas. So a public form that drifts from its declared
 * type (a field added or renamed in `redactEvent`) fails here even if no other test receives it.
 */
import Ajv from 'ajv';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SCHEMAS } from '.';
import { isRejection, rngFromInt, type AnyGameDefinition, type Typed, type Viewer } from '../engine';
import { fourSouls } from '../games/four-souls';
import { mansters } from '../games/mansters';

interface Seen {
  /** Redacted events that differ from the stored one (a public form, or the event without a hidden id). */
  readonly changed: number;
  /** Of those, the ones only the public-form schema accepts, by type. */
  readonly publicForms: Map<string, number>;
}

function playAndCheck(def: AnyGameDefinition, seats: number, seed: number, options: unknown, maxCommands: number): Seen {
  const schemas = REFERENCE_SCHEMAS[def.id]!;
  const ajv = new Ajv({ allErrors: false, strict: false });
  const isEvent = ajv.compile(schemas.events);
  const isPublicForm = ajv.compile(schemas.publicEvents);
  const rng = rngFromInt(seed);
  const setup = def.setup({ seatCount: seats, options, scenario: null }, rng);
  if (isRejection(setup)) throw new Error(setup.message);
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat })), { kind: 'spectator' }, { kind: 'omniscient' }];
  const seen = { changed: 0, publicForms: new Map<string, number>() };
  let state: unknown = def.initialState();
  const apply = (events: readonly Typed[]) => {
    for (const event of events) {
      for (const viewer of viewers) {
        const form = def.redactEvent(event, viewer);
        if (isDeepStrictEqual(form, event)) continue;
        seen.changed += 1;
        const { type } = form;
        if (isEvent(form)) continue;
        if (!isPublicForm(form))
          throw new Error(
            `${event.type} for ${JSON.stringify(viewer)}: ${JSON.stringify(form)} is neither an event nor a public form (${ajv.errorsText(isPublicForm.errors)})`,
          );
        seen.publicForms.set(type, (seen.publicForms.get(type) ?? 0) + 1);
      }
      state = def.evolve(state, event);
    }
  };
  apply(setup);
  for (let commands = 0; def.outcome(state) === null && commands < maxCommands; commands += 1) {
    const prompt = def.prompt(state);
    if (!prompt) break;
    const seat = prompt.seats[0]!;
    const command = def.bots.random(state, seat, rng) as Typed | null;
    if (!command) throw new Error(`no bot command for P${seat + 1} at ${prompt.kind}`);
    const events = def.decide(state, command, { seat, origin: 'player', rng });
    if (isRejection(events)) throw new Error(`bot command refused: ${events.code}`);
    apply(events as Typed[]);
  }
  return seen;
}

describe("every redacted event is its game's event or a declared public form", () => {
  it('Four Souls, 3 players: deck orders, draws into hands and private decisions', () => {
    const seen = playAndCheck(fourSouls, 3, 31, { turnCap: 30 }, 4000);
    expect(seen.changed).toBeGreaterThan(100);
    expect([...seen.publicForms.keys()]).toEqual(expect.arrayContaining(['deck-formed', 'moved']));
  }, 300_000);

  it('Mansters, 3 players: deck orders, draws, plays from hands and trades', () => {
    const seen = playAndCheck(mansters, 3, 32, {}, 4000);
    expect(seen.changed).toBeGreaterThan(100);
    expect([...seen.publicForms.keys()]).toEqual(expect.arrayContaining(['decks-formed', 'cards-drawn', 'card-played']));
  }, 300_000);
});
