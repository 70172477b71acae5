import type { AuditReport, DiceProofs, DisputeLog, DisputeStep, MatchSummary } from '../../../src/client';
import { api } from '../api';

/** Everything the dispute page shows at first, and how many requests it took. */
export interface DisputeData {
  readonly summary: MatchSummary;
  readonly audit: AuditReport;
  readonly steps: readonly DisputeStep[];
  /** The dice proofs, or why the server gave none (in words). */
  readonly dice: DiceProofs | string;
  readonly requests: number;
}

/**
 * Loads the page in a few requests whatever the match length: the summary, the audit, the dice
 * proofs, and the described steps in pages of up to 1,000 (GET /matches/:id/dispute), so a match of
 * 2,000 events costs five requests, well inside the replay quota.
 */
export async function loadDispute(matchId: string): Promise<DisputeData> {
  let requests = 0;
  const get = <T>(path: string) => {
    requests += 1;
    return api<T>('GET', path);
  };
  const [summary, audit, dice, steps] = await Promise.all([
    get<MatchSummary>(`/matches/${matchId}`),
    get<AuditReport>(`/matches/${matchId}/audit`),
    get<DiceProofs>(`/matches/${matchId}/dispute/dice`).catch((e: unknown) => (e instanceof Error ? e.message : String(e))),
    allSteps(matchId, get),
  ]);
  return { summary, audit, dice, steps, requests };
}

async function allSteps(matchId: string, get: <T>(path: string) => Promise<T>): Promise<DisputeStep[]> {
  const steps: DisputeStep[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: DisputeLog = await get<DisputeLog>(`/matches/${matchId}/dispute?after=${after}`);
    steps.push(...page.steps);
    after = page.next;
  }
  return steps;
}
