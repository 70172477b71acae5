/**
 * Commands (no actor field: `ctx.seat` is the authenticated seat) and their shape validation.
 * Rules are checked in decide/.
 */
import { CommonRejections, reject, type ObjectId, type Rejection } from '../../engine';
import type { Target } from './types';

export type FsCommand =
  | { readonly type: 'pass' }
  | { readonly type: 'play-loot'; readonly card: ObjectId; readonly targets: readonly Target[]; readonly mode: number | null; readonly viaCharacter: boolean }
  /** `pay`: the loot cards, items and souls a cost asks for (costs.ts); empty when it asks for none. */
  | {
      readonly type: 'activate';
      readonly source: ObjectId;
      readonly ability: number;
      readonly targets: readonly Target[];
      readonly mode: number | null;
      readonly pay?: readonly ObjectId[];
    }
  | { readonly type: 'declare-attack'; readonly monster: ObjectId | 'deck' }
  | { readonly type: 'declare-purchase'; readonly item: ObjectId | 'deck' }
  | { readonly type: 'end-turn' }
  /** Answers `order-triggers`: the keys in the order they go on the stack (first = bottom). */
  | { readonly type: 'order-triggers'; readonly keys: readonly string[] }
  | { readonly type: 'choose'; readonly option: string }
  /** Answers `arrange`: the looked-at cards, new top first. */
  | { readonly type: 'arrange'; readonly ids: readonly ObjectId[] }
  | { readonly type: 'concede' };

const bad = (why: string) => reject(CommonRejections.MALFORMED_COMMAND, null, why);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 64 && v.every(isStr);
const isMode = (v: unknown): v is number | null => v === null || v === undefined || (Number.isInteger(v) && (v as number) >= 0 && (v as number) < 16);

function parseTargets(v: unknown): Target[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > 4) return null;
  const out: Target[] = [];
  for (const t of v) {
    if (isObj(t) && Number.isInteger(t.seat) && (t.seat as number) >= 0 && (t.seat as number) < 8 && Object.keys(t).length === 1)
      out.push({ seat: t.seat as number });
    else if (isObj(t) && isStr(t.id) && Object.keys(t).length === 1) out.push({ id: t.id });
    else return null;
  }
  return out;
}

export function parseCommand(raw: unknown): FsCommand | Rejection {
  if (!isObj(raw) || typeof raw.type !== 'string') return bad('a command is an object with a type');
  switch (raw.type) {
    case 'pass':
    case 'end-turn':
    case 'concede':
      return { type: raw.type };
    case 'play-loot': {
      const targets = parseTargets(raw.targets);
      if (!isStr(raw.card) || !targets || !isMode(raw.mode)) return bad('play-loot needs card, targets, mode');
      return { type: 'play-loot', card: raw.card, targets, mode: (raw.mode ?? null) as number | null, viaCharacter: raw.viaCharacter === true };
    }
    case 'activate': {
      const targets = parseTargets(raw.targets);
      if (!isStr(raw.source) || !Number.isInteger(raw.ability) || (raw.ability as number) < 0 || !targets || !isMode(raw.mode))
        return bad('activate needs source, ability, targets, mode');
      if (raw.pay !== undefined && !isStrList(raw.pay)) return bad('activate: pay is a list of object ids');
      const pay = (raw.pay ?? []) as string[];
      return {
        type: 'activate',
        source: raw.source,
        ability: raw.ability as number,
        targets,
        mode: (raw.mode ?? null) as number | null,
        ...(pay.length > 0 ? { pay } : {}),
      };
    }
    case 'declare-attack':
      if (!isStr(raw.monster)) return bad('declare-attack needs monster (an object id or "deck")');
      return { type: 'declare-attack', monster: raw.monster };
    case 'declare-purchase':
      if (!isStr(raw.item)) return bad('declare-purchase needs item (an object id or "deck")');
      return { type: 'declare-purchase', item: raw.item };
    case 'order-triggers':
      if (!isStrList(raw.keys)) return bad('order-triggers needs keys');
      return { type: 'order-triggers', keys: raw.keys };
    case 'choose':
      if (!isStr(raw.option)) return bad('choose needs option');
      return { type: 'choose', option: raw.option };
    case 'arrange':
      if (!isStrList(raw.ids)) return bad('arrange needs ids');
      return { type: 'arrange', ids: raw.ids };
    default:
      return bad(`unknown command ${raw.type}`);
  }
}
