import type { AnyGameDefinition } from '../../engine/game-definition';
import { evolveServer, initialServerState, upcastEvent, type EventCause, type ServerState } from '../../match-domain';
import { rederiveCommand } from './audit';
import type { MatchRecord, RecordedCommand } from './record';

/**
 * The cause of every recorded event (src/match-domain/causes.ts), derived the audit's way: each accepted
 * command of the ledger is decided again by the match decider on the state its events were decided
 * on, with the revealed seed, and the causes it gives are those of the recorded events in order.
 * Nothing about causes is stored, so a match recorded before causes existed is explained too.
 *
 * Index k holds the cause of seq k + 1; null where the decider's answer does not match the record
 * (the audit's replay check names why), so a cause is never pinned on an event it did not decide.
 */
export function explainRecord(def: AnyGameDefinition, record: MatchRecord, seed: string): (EventCause | null)[] {
  const causes: (EventCause | null)[] = record.events.map(() => null);
  const batches = record.commands
    .filter((c): c is RecordedCommand & { firstSeq: number; lastSeq: number } => c.status === 'accepted' && c.firstSeq !== null && c.lastSeq !== null)
    .sort((a, b) => a.firstSeq - b.firstSeq);
  let state: ServerState = initialServerState(def);
  let folded = 0;
  const foldTo = (version: number) => {
    for (; folded < version && folded < record.events.length; folded += 1) {
      state = evolveServer(def, state, upcastEvent(def, record.events[folded]!));
    }
  };
  for (const c of batches) {
    foldTo(c.firstSeq - 1);
    if (state.match.version !== c.firstSeq - 1) break;
    const decided = rederiveCommand(def, state, c, seed);
    if (typeof decided === 'string') continue;
    const recorded = record.events.slice(c.firstSeq - 1, c.lastSeq);
    if (decided.length !== recorded.length || decided.some((e, k) => e.type !== recorded[k]?.type)) continue;
    decided.forEach((e, k) => {
      causes[c.firstSeq - 1 + k] = e.cause;
    });
  }
  return causes;
}
