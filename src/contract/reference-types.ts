/**
 * Which TypeScript types the reference documents describe (docs/reference/): per hosted game, the
 * union of its commands, the union of its events, the union of its events' public forms (what a
 * viewer who may not see an event whole receives) and its view. Shared by the generator and the
 * module that serves the generated schemas.
 */

export interface ReferencePart {
  /** The file name under docs/reference/<game>/ without `.schema.json`. */
  readonly name: 'commands' | 'events' | 'public-events' | 'view';
  /** The exported TypeScript type it is generated from. */
  readonly type: string;
  readonly title: string;
}

export interface GameReference {
  readonly gameId: string;
  /** The module (from the repository root) that exports the types. */
  readonly module: string;
  readonly parts: readonly ReferencePart[];
}

export const REFERENCE_TYPES: readonly GameReference[] = [
  {
    gameId: 'four-souls',
    module: 'src/games/four-souls/index.ts',
    parts: [
      { name: 'commands', type: 'FsCommand', title: 'Four Souls: a command (match:command `command`, REST POST /matches/:id/commands)' },
      { name: 'events', type: 'FsEvent', title: 'Four Souls: an event as stored (a viewer may receive a redacted form)' },
      { name: 'public-events', type: 'FsPublicEvent', title: 'Four Souls: the public form of an event, for a viewer who may not see it whole' },
      { name: 'view', type: 'FsView', title: 'Four Souls: the view of a match (snapshot `view`)' },
    ],
  },
  {
    gameId: 'mansters',
    module: 'src/games/mansters/index.ts',
    parts: [
      { name: 'commands', type: 'MCommand', title: 'Mansters: a command (match:command `command`, REST POST /matches/:id/commands)' },
      { name: 'events', type: 'MEvent', title: 'Mansters: an event as stored (a viewer may receive a redacted form)' },
      { name: 'public-events', type: 'MPublicEvent', title: 'Mansters: the public form of an event, for a viewer who may not see it whole' },
      { name: 'view', type: 'MView', title: 'Mansters: the view of a match (snapshot `view`)' },
    ],
  },
];

export const referenceFile = (gameId: string, part: ReferencePart['name']): string => `${gameId}/${part}.schema.json`;
