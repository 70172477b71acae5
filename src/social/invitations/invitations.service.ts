import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../errors/domain-error';
import { hashSeatToken, MatchLifecycle, newSeatToken, type CreatedMatch, type CreateMatchDto, type JoinedSeat } from '../../matches';

/** One open seat's invitation: the secret token (shown once, to the creator) and the page that opens it. */
export interface Invitation {
  readonly seat: number;
  readonly token: string;
  /** The path of the web page that opens the invitation (`/invitations/<token>`). */
  readonly link: string;
}

/** An unlisted match as its creator gets it: the match and one invitation per open seat. */
export interface UnlistedMatch extends CreatedMatch {
  readonly invitations: readonly Invitation[];
}

/** What an invitation is for, as the page that opens it shows it. */
export interface InvitationInfo {
  readonly matchId: string;
  readonly seat: number;
  readonly used: boolean;
}

/**
 * Unlisted matches and their invitations: the match stays out of the lobby's public lists, and
 * each seat a person is to take gets a link; opening it claims that seat, once. Owns the tables
 * unlisted_matches and match_invitations (only the SHA-256 of a token is stored, like seat tokens).
 */
@Injectable()
export class Invitations {
  constructor(
    private readonly db: DataSource,
    private readonly lifecycle: MatchLifecycle,
  ) {}

  /** Creates the match unlisted, with one invitation per seat no bot plays. */
  async createUnlisted(input: CreateMatchDto): Promise<UnlistedMatch> {
    const created = await this.lifecycle.create(input);
    const openSeats = Array.from({ length: input.seats }, (_, seat) => seat).filter((seat) => (input.bots?.[seat] ?? null) === null);
    const invitations = openSeats.map((seat) => {
      const token = newSeatToken();
      return { seat, token, link: `/invitations/${token}` };
    });
    await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO unlisted_matches (match_id) VALUES ($1)`, [created.matchId]);
      for (const invitation of invitations) {
        await tx.query(`INSERT INTO match_invitations (token_hash, match_id, seat) VALUES ($1, $2, $3)`, [
          hashSeatToken(invitation.token),
          created.matchId,
          invitation.seat,
        ]);
      }
    });
    return { ...created, invitations };
  }

  async info(token: string): Promise<InvitationInfo> {
    const rows = (await this.db.query(`SELECT match_id, seat, used_at FROM match_invitations WHERE token_hash = $1`, [hashSeatToken(token)])) as {
      match_id: string;
      seat: number;
      used_at: Date | null;
    }[];
    const row = rows[0];
    if (!row) throw DomainError.of('UNKNOWN_INVITATION', 'no such invitation');
    return { matchId: row.match_id, seat: row.seat, used: row.used_at !== null };
  }

  /**
   * Claims the invitation's seat under `name`. The invitation is taken first (one statement, so of
   * two people opening the same link at once only one gets on); if the claim then fails, it is
   * given back so that the link is not lost to an error.
   */
  async accept(token: string, name: string): Promise<JoinedSeat> {
    const hash = hashSeatToken(token);
    // Through a CTE so that the driver answers rows (a bare UPDATE answers [rows, count]).
    const taken = (await this.db.query(
      `WITH taken AS (UPDATE match_invitations SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING match_id, seat)
       SELECT match_id, seat FROM taken`,
      [hash],
    )) as { match_id: string; seat: number }[];
    const invitation = taken[0];
    if (!invitation) {
      await this.info(token); // UNKNOWN_INVITATION when there is none
      throw DomainError.of('INVITATION_USED', 'this invitation has been used: its seat is taken');
    }
    try {
      return await this.lifecycle.join(invitation.match_id, invitation.seat, name);
    } catch (error) {
      await this.db.query(`UPDATE match_invitations SET used_at = NULL WHERE token_hash = $1`, [hash]);
      throw error;
    }
  }
}
