import { REFERENCE_SCHEMAS, type JsonSchema } from '../../contract';

/**
 * Each hosted game's commands, events and view in the contract documents. The wire schemas leave
 * a snapshot's `view`, its legal commands and each event's payload open (the server passes them
 * through from the game); here every envelope that carries them gets one variant per game, named
 * `<Game>.<Envelope>` and tied to its game by `gameId`, whose game parts are the game's reference
 * schemas (docs/reference/, generated from the games' TypeScript types), and the generic name
 * becomes the union (`anyOf`) of those variants. So a client generated from the documents knows every
 * game's shapes, and a payload that drifts from its game's types fails conformance.
 */

type Schema = Record<string, unknown>;

/**
 * One game's parts inside the documents (references to `FourSouls.FsView` ...). The other games
 * keep the open wire shapes (null parts).
 */
interface GameParts {
  /** The component-name prefix of its variants (`FourSouls`). */
  readonly name: string;
  /** The schema of its `gameId`. */
  readonly gameId: Schema;
  readonly command: Schema | null;
  readonly event: Schema | null;
  readonly view: Schema | null;
}

/** How a property of an envelope is written for one game (`original`: the open wire schema). */
type Slot = (game: GameParts, original: Schema) => Schema;

const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const gameIdSlot: Slot = (game) => game.gameId;
const viewSlot: Slot = (game, original) => game.view ?? original;
const commandSlot: Slot = (game, original) => game.command ?? original;
const commandsSlot: Slot = (game, original) => (game.command ? arrayOf(game.command) : original);
const eventSlot: Slot = (game, original) => game.event ?? original;
const envelopeSlot =
  (envelope: string, prefix: string): Slot =>
  (game) => ({ $ref: `${prefix}${game.name}.${envelope}` });
const envelopesSlot =
  (envelope: string, prefix: string): Slot =>
  (game) =>
    arrayOf({ $ref: `${prefix}${game.name}.${envelope}` });

/**
 * Per wire type, the properties that are the game's. The types with `gameId` (and those holding
 * one) become a union over the games; the others only exist inside those.
 */
const perGame = (prefix: string): Readonly<Record<string, Readonly<Record<string, Slot>>>> => ({
  ActionInfo: { command: commandSlot },
  LabeledAction: { command: commandSlot },
  ClientEvent: { event: eventSlot },
  ReplayEvent: { event: eventSlot },
  MatchSnapshot: { gameId: gameIdSlot, view: viewSlot, legalActions: commandsSlot, actions: envelopesSlot('ActionInfo', prefix) },
  MatchUpdate: { snapshot: envelopeSlot('MatchSnapshot', prefix), events: envelopesSlot('ClientEvent', prefix) },
  MatchView: { gameId: gameIdSlot, view: viewSlot, legalActions: commandsSlot, actions: envelopesSlot('LabeledAction', prefix) },
  // Null before the game has been set up (the first step of a replay).
  ReplayResponse: {
    gameId: gameIdSlot,
    view: (game, original) => (game.view ? { anyOf: [game.view, { type: 'null' }] } : original),
    legalActions: commandsSlot,
    actions: envelopesSlot('LabeledAction', prefix),
    events: envelopesSlot('ReplayEvent', prefix),
  },
});

/** The prefix of the variants for a game the documents do not describe. */
const OTHER_GAME = 'OtherGame';

/** The envelopes a client receives whole, each now the union of its games' variants. */
const BY_GAME = ['MatchSnapshot', 'MatchUpdate', 'MatchView', 'ReplayResponse'] as const;

/** A command sent by a client carries no game id: it is any hosted game's command. */
const COMMAND_REQUESTS: Readonly<Record<string, string>> = { CommandRequest: 'command' };

/** `four-souls` → `FourSouls`: a component-name prefix. */
export function gamePrefix(gameId: string): string {
  return gameId.replace(/(^|-)(\w)/g, (_m, _dash: string, c: string) => c.toUpperCase());
}

/** The name of the component every hosted game's command is one of. */
export const ANY_GAME_COMMAND = 'GameCommand';

/**
 * The wire schemas (`#/definitions/...` references rewritten to `prefix`) with the games' schemas
 * added and the envelopes made per game.
 */
export function withGameSchemas(wire: Readonly<Record<string, Schema>>, prefix: string): Record<string, Schema> {
  const ref = (name: string): Schema => ({ $ref: `${prefix}${name}` });
  const out: Record<string, Schema> = { ...wire };
  const games = Object.entries(REFERENCE_SCHEMAS).map(([gameId, schemas]) => {
    const gp = gamePrefix(gameId);
    const command = addReference(out, schemas.commands, gp, prefix);
    const fullEvent = addReference(out, schemas.events, gp, prefix);
    const view = addReference(out, schemas.view, gp, prefix);
    const publicEvent = addReference(out, schemas.publicEvents, gp, prefix);
    out[`${gp}.Event`] = {
      anyOf: [ref(fullEvent), ref('FramingEvent'), ref(publicEvent)],
      description:
        "An event of a match of this game as the viewer receives it: the game's event whole, or its public form when the viewer may not see it all, or one of the server's framing events.",
    };
    const parts: GameParts = { name: gp, gameId: { type: 'string', const: gameId }, command: ref(command), event: ref(`${gp}.Event`), view: ref(view) };
    return parts;
  });
  // A game the server was built with beyond the described ones (a test's, a new game before its
  // reference) keeps the open shapes; its id is none of theirs, so a described game's payload
  // never falls back to them.
  const other: GameParts = {
    name: OTHER_GAME,
    gameId: { type: 'string', not: { enum: Object.keys(REFERENCE_SCHEMAS) }, description: 'A game this document does not describe.' },
    command: null,
    event: null,
    view: null,
  };
  for (const [envelope, slots] of Object.entries(perGame(prefix))) {
    const generic = wire[envelope];
    if (!generic) throw new Error(`the wire schemas have no ${envelope}`);
    for (const game of [...games, other]) out[`${game.name}.${envelope}`] = specialize(generic, slots, game);
  }
  // `anyOf`, not `oneOf`: the variants exclude each other by `gameId` (OtherGame's by `not`), which
  // linters that compare properties' declared types cannot see.
  for (const envelope of BY_GAME) {
    const { description } = wire[envelope] as { description?: string };
    const variants = [...games, other].map((game) => ref(`${game.name}.${envelope}`));
    out[envelope] = { anyOf: variants, ...(description ? { description } : {}) };
  }
  out[ANY_GAME_COMMAND] = { anyOf: games.map((game) => game.command), description: "A hosted game's command (the game's reference lists them)." };
  for (const [request, property] of Object.entries(COMMAND_REQUESTS)) {
    const schema = wire[request] as { properties: Record<string, Schema> };
    out[request] = {
      ...schema,
      properties: { ...schema.properties, [property]: { ...keepDescription(schema.properties[property]), ...ref(ANY_GAME_COMMAND) } },
    };
  }
  return out;
}

/** The envelope with the game's properties in place (each keeps its description). */
function specialize(generic: Schema, slots: Readonly<Record<string, Slot>>, game: GameParts): Schema {
  const properties = generic.properties as Record<string, Schema>;
  const replaced = Object.fromEntries(
    Object.entries(properties).map(([name, original]) => {
      const slot = slots[name];
      return [name, slot ? { ...keepDescription(original), ...slot(game, original) } : original];
    }),
  );
  for (const name of Object.keys(slots)) if (!(name in properties)) throw new Error(`the wire type has no property ${name}`);
  return { ...generic, properties: replaced };
}

const keepDescription = (schema: Schema | undefined): Schema => (typeof schema?.description === 'string' ? { description: schema.description } : {});

/**
 * Adds one reference document's definitions as `<Game>.<Name>` components and answers the name
 * of its root type.
 */
function addReference(out: Record<string, Schema>, document: JsonSchema, gamePrefixName: string, prefix: string): string {
  const rename = (name: string) => `${gamePrefixName}.${name}`;
  const root = decodeURIComponent(String(document.$ref).slice('#/definitions/'.length));
  const definitions = document.definitions as Record<string, Schema>;
  const text = JSON.stringify(definitions).replace(/"#\/definitions\/([^"]+)"/g, (_m, name: string) =>
    JSON.stringify(`${prefix}${rename(decodeURIComponent(name))}`),
  );
  for (const [name, schema] of Object.entries(JSON.parse(text) as Record<string, Schema>)) {
    const key = rename(name);
    if (key in out && JSON.stringify(out[key]) !== JSON.stringify(schema)) throw new Error(`two different schemas would be named ${key}`);
    out[key] = schema;
  }
  return rename(root);
}
