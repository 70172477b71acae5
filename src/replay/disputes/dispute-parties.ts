import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { AccountRoles, MatchParties, SessionResolver } from '../../accounts';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../../errors/domain-error';
import { bearerToken } from '../../matches';
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
    private readonly parties: MatchParties,
    private readonly sessions: SessionResolver,
    private readonly roles: AccountRoles,
    private readonly config: AppConfig,
  ) {}

  async party(matchId: string, method: string, headers: IncomingHttpHeaders): Promise<DisputeParty> {
    const party = await this.parties.of(matchId, method, headers);
    if (party.via === 'seat-token') return { seat: party.seat, openedBy: 'seat-token' };
    if (party.via === 'none') throw DomainError.of('NOT_SIGNED_IN', 'sign in first (no session, or it ended)');
    const seat = party.seats[0];
    if (seat === undefined) throw DomainError.of('NOT_A_PARTY', 'only a seat of the match may open a dispute: this account owns none of its seats');
    return { seat, openedBy: `account:${party.session.username}` };
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
