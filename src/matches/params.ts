import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Match ids are UUIDs; anything else names no match (404, not 400: the id is simply unknown). */
@Injectable()
export class MatchIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw DomainError.of('UNKNOWN_MATCH', `no match ${value}`);
    return value.toLowerCase();
  }
}

/** A seat in canonical decimal: `0`, `1`, … `99`; no sign, leading zero, exponent, fraction or hex. */
const CANONICAL_SEAT = /^(0|[1-9][0-9]?)$/;

/**
 * Seat path parameters: only the one spelling of each seat number, so `01`, `+1`, `1e0`, `1.0`
 * and `0x1` are refused (BAD_SEAT) rather than quietly read as seat 1.
 */
@Injectable()
export class SeatPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!CANONICAL_SEAT.test(value)) throw DomainError.of('BAD_SEAT', `seat must be a seat number (0, 1, ...), not "${value}"`);
    return Number(value);
  }
}
