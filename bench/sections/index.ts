/**
 * The sections `npm run bench` runs, in this order (`--only a,b` picks some by id). A section is
 * a module exporting `id` and `run: BenchSectionRunner` (bench/lib/section.ts): import it here
 * and add it to the list.
 */
import type { BenchSectionRunner } from '../lib/section';
import * as engine from './engine';
import * as store from './store';
import * as replay from './replay';
import * as coldStart from './cold-start';
import * as e2e from './e2e';
import * as pile from './pile';
import * as explain from './explain';
import * as hostile from './hostile';
import * as wire from './wire';
import * as storage from './storage';

export interface RegisteredSection {
  readonly id: string;
  readonly run: BenchSectionRunner;
}

export const sections: readonly RegisteredSection[] = [engine, store, replay, coldStart, e2e, pile, explain, hostile, wire, storage];
