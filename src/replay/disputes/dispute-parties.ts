import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { AccountRoles, AccountSeats, SessionResolver } from '../../accounts';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../../errors/domain-error';
import { bearerToken, SeatAuth } from '../../matches';
import { sameSecret } from '../import-access.guard';

/** The seat opening a dispute, and how it proved itself (MatchDispute.openedBy). */
export interface DisputeParty {
  readonly seat: number;
  readonly openedBy: string;
}

/**
 * Who may do what with disputes (docs/disputes.md): a seat opens one with its seat token, or with
 * the session of the account that owns the seat (with its CSRF token); a reviewer is the operator
 * (ADMIN_TOKEN) or a signed-in account with the reviewer role.
 */
@Injectable()
export class DisputeParties {
  constructor(
    private readonly seatAuth: SeatAuth,
    private readonly sessions: SessionResolver,
    private readonly accountSeats: AccountSeats,
    private readonly roles: AccountRoles,
    private readonly config: AppConfig,
  ) {}

  async party(matchId: string, method: string, headers: IncomingHttpHeaders): Promise<DisputeParty> {
    const token = bearerToken(headers.authorization);
    if (token) {
      const seat = await this.seatAuth.seatOf(matchId, token);
      if (seat === null) throw DomainError.of('INVALID_SEAT_TOKEN', 'the seat token is not valid for this match');
      return { seat, openedBy: 'seat-token' };
    }
    const session = await this.sessions.require(method, headers);
    const owned = [...(await this.accountSeats.ownersOf(matchId))].filter(([, account]) => account === session.accountId).map(([seat]) => seat);
    if (owned.length === 0) throw DomainError.of('NOT_A_PARTY', 'only a seat of the match may open a dispute: this account owns none of its seats');
    return { seat: Math.min(...owned), openedBy: `account:${session.username}` };
  }

  /** The reviewer's name as verdicts record it: `operator`, or `account:<username>`. */
  async reviewer(method: string, headers: IncomingHttpHeaders): Promise<string> {
    const token = bearerToken(headers.authorization);
    if (token) {
      const operator = this.config.get('ADMIN_TOKEN');
      if (operator && sameSecret(token, operator)) return 'operator';
      throw DomainError.of('INVALID_ADMIN_TOKEN', 'the operator token is wrong');
    }
    const session = await this.sessions.require(method, headers);
    if (!(await this.roles.isReviewer(session.accountId))) throw DomainError.of('NOT_A_REVIEWER', 'this account does not have the reviewer role');
    return `account:${session.username}`;
  }

  /** Only the operator grants roles. */
  requireOperator(headers: IncomingHttpHeaders): void {
    const operator = this.config.get('ADMIN_TOKEN');
    const token = bearerToken(headers.authorization);
    if (!token) throw DomainError.of('MISSING_ADMIN_TOKEN', 'this needs the operator token: Authorization: Bearer <ADMIN_TOKEN>');
    if (!operator || !sameSecret(token, operator)) throw DomainError.of('INVALID_ADMIN_TOKEN', 'the operator token is wrong');
  }
}
