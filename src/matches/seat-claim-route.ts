import { SetMetadata } from '@nestjs/common';

/** Metadata key of the route that claims a seat and answers a JoinedSeat (accounts record signed-in claims). */
export const SEAT_CLAIM_ROUTE = 'stackbound:seat-claim-route';

/** Marks the seat-claim route, so that other modules can act on its answer without the matches module knowing them. */
export const SeatClaimRoute = (): MethodDecorator => SetMetadata(SEAT_CLAIM_ROUTE, true);
