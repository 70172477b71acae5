import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DisputeVerdict, MatchDispute } from '../core/dispute-record';

interface DisputeRow {
  dispute_id: string;
  match_id: string;
  seq: number;
  seat: number;
  opened_by: string;
  claim: string;
  opened_at: Date;
  verdict: 'upheld' | 'rejected' | null;
  note: string | null;
  reviewer: string | null;
  decided_at: Date | null;
}

const SELECT_DISPUTES = `
  SELECT d.dispute_id, d.match_id, d.seq, d.seat, d.opened_by, d.claim, d.opened_at, v.verdict, v.note, v.reviewer, v.decided_at
    FROM match_disputes d LEFT JOIN dispute_verdicts v USING (dispute_id)`;

export interface NewDispute {
  readonly disputeId: string;
  readonly matchId: string;
  readonly seq: number;
  readonly seat: number;
  readonly openedBy: string;
  readonly claim: string;
}

/** Per seat and match: how many disputes it opened, and how many of them are still open. */
export interface SeatDisputeCount {
  readonly total: number;
  readonly open: number;
}

const UNIQUE_VIOLATION = '23505';

/**
 * The append-only dispute tables (migration Disputes1765200000050): INSERT and SELECT only, as the
 * server's role is granted. A dispute's status is whether its verdict row exists.
 */
@Injectable()
export class DisputeStore {
  constructor(private readonly db: DataSource) {}

  async ofMatch(matchId: string): Promise<MatchDispute[]> {
    return ((await this.db.query(`${SELECT_DISPUTES} WHERE d.match_id = $1 ORDER BY d.opened_at, d.dispute_id`, [matchId])) as DisputeRow[]).map(toDispute);
  }

  async one(matchId: string, disputeId: string): Promise<MatchDispute | null> {
    const rows = (await this.db.query(`${SELECT_DISPUTES} WHERE d.match_id = $1 AND d.dispute_id = $2`, [matchId, disputeId])) as DisputeRow[];
    return rows[0] ? toDispute(rows[0]) : null;
  }

  /** A dispute by its id alone (the news of it names only the id). */
  async byId(disputeId: string): Promise<MatchDispute | null> {
    const rows = (await this.db.query(`${SELECT_DISPUTES} WHERE d.dispute_id = $1`, [disputeId])) as DisputeRow[];
    return rows[0] ? toDispute(rows[0]) : null;
  }

  /** The oldest open disputes of every match, at most `limit`. */
  async open(limit: number): Promise<MatchDispute[]> {
    const rows = (await this.db.query(`${SELECT_DISPUTES} WHERE v.dispute_id IS NULL ORDER BY d.opened_at, d.dispute_id LIMIT $1`, [limit])) as DisputeRow[];
    return rows.map(toDispute);
  }

  /**
   * Inserts the dispute unless `admit` refuses the seat's counts, in one transaction holding a lock
   * on the match's disputes, so that concurrent openings cannot both pass a quota.
   */
  async openIf(dispute: NewDispute, admit: (counts: SeatDisputeCount) => void): Promise<void> {
    await this.db.transaction(async (tx: EntityManager) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('disputes:' || $1::text))`, [dispute.matchId]);
      const rows = (await tx.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE v.dispute_id IS NULL)::int AS open
           FROM match_disputes d LEFT JOIN dispute_verdicts v USING (dispute_id) WHERE d.match_id = $1 AND d.seat = $2`,
        [dispute.matchId, dispute.seat],
      )) as SeatDisputeCount[];
      admit(rows[0] ?? { total: 0, open: 0 });
      await tx.query(`INSERT INTO match_disputes (dispute_id, match_id, seq, seat, opened_by, claim) VALUES ($1, $2, $3, $4, $5, $6)`, [
        dispute.disputeId,
        dispute.matchId,
        dispute.seq,
        dispute.seat,
        dispute.openedBy,
        dispute.claim,
      ]);
    });
  }

  /** Records the verdict; false when the dispute has one already (one verdict, never changed). */
  async decide(disputeId: string, verdict: Omit<DisputeVerdict, 'decidedAt'>): Promise<boolean> {
    try {
      await this.db.query(`INSERT INTO dispute_verdicts (dispute_id, verdict, note, reviewer) VALUES ($1, $2, $3, $4)`, [
        disputeId,
        verdict.verdict,
        verdict.note,
        verdict.reviewer,
      ]);
      return true;
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }
}

function toDispute(r: DisputeRow): MatchDispute {
  const verdict: DisputeVerdict | null =
    r.verdict === null ? null : { verdict: r.verdict, note: r.note ?? '', reviewer: r.reviewer ?? '', decidedAt: (r.decided_at ?? r.opened_at).toISOString() };
  return {
    disputeId: r.dispute_id,
    matchId: r.match_id,
    seq: r.seq,
    seat: r.seat,
    openedBy: r.opened_by,
    claim: r.claim,
    openedAt: r.opened_at.toISOString(),
    status: verdict ? 'decided' : 'open',
    verdict,
  };
}
