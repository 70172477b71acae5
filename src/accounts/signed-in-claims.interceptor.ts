import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { SEAT_CLAIM_ROUTE } from '../matches';
import type { JoinedSeat } from '../matches';
import { CSRF_HEADER } from './request-session';
import { AccountSeats } from './account-seats.service';
import { assertCsrf, SessionResolver } from './session-resolver.service';

/**
 * Seats claimed while signed in belong to the account. On the seat-claim route, a request with a
 * live session cookie and an X-CSRF-Token header has the token checked before the claim (a wrong
 * one is refused and nothing is claimed) and the claimed seat recorded for the account after it.
 * Without the header the claim is a guest's, as before accounts: a page of another site may make a
 * browser send the cookie, and must never attach a seat to its account.
 */
@Injectable()
export class SignedInClaims implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: SessionResolver,
    private readonly seats: AccountSeats,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http' || !this.reflector.get<boolean>(SEAT_CLAIM_ROUTE, context.getHandler())) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (req.headers[CSRF_HEADER] === undefined) return next.handle();
    const session = await this.resolver.fromHeaders(req.headers);
    if (!session) return next.handle();
    assertCsrf(session, req.headers);
    return next.handle().pipe(
      switchMap((joined) =>
        from(
          (async () => {
            const seat = joined as JoinedSeat;
            await this.seats.attach(session.accountId, seat.matchId, seat.seat);
            return joined;
          })(),
        ),
      ),
    );
  }
}
