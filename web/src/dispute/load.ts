import type { AuditReport, DiceProofs, DisputeLog, DisputeStep, GameInfo, MatchSummary } from '../../../src/client';
import { api, describeError, gameList } from '../api';

/** Everything the dispute page shows at first. */
export interface DisputeData {
  readonly summary: MatchSummary;
  /** The server's games, for the match's and its game's names (empty when they could not be read). */
  readonly games: readonly GameInfo[];
  readonly audit: AuditReport;
  readonly steps: readonly DisputeStep[];
  /** The dice proofs, or why the server gave none (in words). */
  readonly dice: DiceProofs | string;
}

/**
 * Loads the page in a few requests whatever the match length: the summary, the audit, the dice
 * proofs, and the described steps in pages of up to 1,000 (GET /matches/:id/dispute), so a match of
 * 2,000 events costs five requests, well inside the replay quota.
 */
export async function loadDispute(matchId: string): Promise<DisputeData> {
  const get = <T>(path: string) => api<T>('GET', `/matches/${matchId}${path}`);
  const [summary, games, audit, dice, steps] = await Promise.all([
    get<MatchSummary>(''),
    gameList().catch(() => []),
    get<AuditReport>('/audit'),
    get<DiceProofs>('/dispute/dice').catch(describeError),
    allSteps(get),
  ]);
  return { summary, games, audit, dice, steps };
}

async function allSteps(get: <T>(path: string) => Promise<T>): Promise<DisputeStep[]> {
  const steps: DisputeStep[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: DisputeLog = await get<DisputeLog>(`/dispute?after=${after}`);
    steps.push(...page.steps);
    after = page.next;
  }
  return steps;
}
