import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountSeats } from '../../accounts';
import { DomainError } from '../../errors/domain-error';
import { hashSeatToken, MatchLifecycle, newSeatToken, type CreatedMatch, type CreateMatchDto, type JoinedSeat } from '../../matches';
import { Notifier } from '../notifications/notifier.service';

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
  /** The username of the account the invitation is addressed to, or null. */
  readonly invitee: string | null;
}

/** An invitation row as the queries below answer it. */
interface InvitationRow {
  readonly token_hash: string;
  readonly match_id: string;
  readonly seat: number;
  readonly used_at: Date | null;
  readonly invitee_account_id: string | null;
  readonly invitee: string | null;
}

const SELECT_INVITATION = `SELECT i.token_hash, i.match_id, i.seat, i.used_at, i.invitee_account_id, a.username AS invitee
  FROM match_invitations i LEFT JOIN accounts a ON a.account_id = i.invitee_account_id`;

/**
 * Unlisted matches and their invitations: the match stays out of the lobby's public lists, and
 * each seat a person is to take gets a link; opening it claims that seat, once. Whoever holds a
 * link may address it to an account, once: that account is told (`invited`, in-app and by push)
 * and may take the seat with its session alone, from any device. Owns the tables unlisted_matches
 * and match_invitations (only the SHA-256 of a token is stored, like seat tokens).
 */
@Injectable()
export class Invitations {
  constructor(
    private readonly db: DataSource,
    private readonly lifecycle: MatchLifecycle,
    private readonly notifier: Notifier,
    private readonly accountSeats: AccountSeats,
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
    return infoOf(await this.row(`i.token_hash = $1`, [hashSeatToken(token)]));
  }

  /**
   * Addresses the invitation to the account named `username` and tells it (`invited`). Once: the
   * same account again changes nothing and tells nothing; another is INVITATION_ADDRESSED, so a
   * link cannot be used to notify account after account.
   */
  async address(token: string, username: string): Promise<InvitationInfo> {
    const accounts = (await this.db.query(`SELECT account_id FROM accounts WHERE lower(username) = lower($1)`, [username])) as { account_id: string }[];
    const accountId = accounts[0]?.account_id;
    if (!accountId) throw DomainError.of('UNKNOWN_PLAYER', `no player "${username}"`);
    const hash = hashSeatToken(token);
    const addressed = (await this.db.query(
      `WITH addressed AS (
         UPDATE match_invitations SET invitee_account_id = $2 WHERE token_hash = $1 AND used_at IS NULL AND invitee_account_id IS NULL RETURNING match_id, seat)
       SELECT match_id, seat FROM addressed`,
      [hash, accountId],
    )) as { match_id: string; seat: number }[];
    const row = await this.row(`i.token_hash = $1`, [hash]);
    if (addressed[0]) {
      await this.notifier.tell(accountId, 'invited', addressed[0].match_id, addressed[0].seat, true);
      return infoOf(row);
    }
    if (row.used_at !== null) throw DomainError.of('INVITATION_USED', 'this invitation has been used: its seat is taken');
    if (row.invitee_account_id !== accountId) throw DomainError.of('INVITATION_ADDRESSED', 'this invitation is addressed to another account');
    return infoOf(row);
  }

  /**
   * Claims the invitation's seat under `name`. The invitation is taken first (one statement, so of
   * two people opening the same link at once only one gets on); if the claim then fails, it is
   * given back so that the link is not lost to an error.
   */
  async accept(token: string, name: string): Promise<JoinedSeat> {
    const hash = hashSeatToken(token);
    const taken = await this.take(`token_hash = $1`, [hash]);
    if (!taken) {
      await this.info(token); // UNKNOWN_INVITATION when there is none
      throw DomainError.of('INVITATION_USED', 'this invitation has been used: its seat is taken');
    }
    return this.claim(taken, name);
  }

  /** Claims the seat of the invitation addressed to the account, with its session (no link needed); the seat is the account's. */
  async acceptAddressed(matchId: string, seat: number, accountId: string, name: string): Promise<JoinedSeat> {
    const taken = await this.take(`match_id = $1 AND seat = $2 AND invitee_account_id = $3`, [matchId, seat, accountId]);
    if (!taken) {
      const row = await this.row(`i.match_id = $1 AND i.seat = $2`, [matchId, seat]);
      if (row.invitee_account_id !== accountId) throw DomainError.of('NOT_INVITED', `the invitation to seat ${seat} is not addressed to you`);
      throw DomainError.of('INVITATION_USED', 'this invitation has been used: its seat is taken');
    }
    const joined = await this.claim(taken, name);
    await this.accountSeats.attach(accountId, matchId, seat);
    return joined;
  }

  /** Marks the invitation the condition names used, in one statement; undefined when none was free. */
  private async take(where: string, params: unknown[]): Promise<{ token_hash: string; match_id: string; seat: number } | undefined> {
    // Through a CTE so that the driver answers rows (a bare UPDATE answers [rows, count]).
    const taken = (await this.db.query(
      `WITH taken AS (UPDATE match_invitations SET used_at = now() WHERE ${where} AND used_at IS NULL RETURNING token_hash, match_id, seat)
       SELECT token_hash, match_id, seat FROM taken`,
      params,
    )) as { token_hash: string; match_id: string; seat: number }[];
    return taken[0];
  }

  /** Joins the taken invitation's seat; gives the invitation back if the join fails. */
  private async claim(taken: { token_hash: string; match_id: string; seat: number }, name: string): Promise<JoinedSeat> {
    try {
      return await this.lifecycle.join(taken.match_id, taken.seat, name);
    } catch (error) {
      await this.db.query(`UPDATE match_invitations SET used_at = NULL WHERE token_hash = $1`, [taken.token_hash]);
      throw error;
    }
  }

  /** The one invitation the condition names; UNKNOWN_INVITATION when there is none. */
  private async row(where: string, params: unknown[]): Promise<InvitationRow> {
    const rows = (await this.db.query(`${SELECT_INVITATION} WHERE ${where}`, params)) as InvitationRow[];
    if (!rows[0]) throw DomainError.of('UNKNOWN_INVITATION', 'no such invitation');
    return rows[0];
  }
}

function infoOf(row: InvitationRow): InvitationInfo {
  return { matchId: row.match_id, seat: row.seat, used: row.used_at !== null, invitee: row.invitee };
}
