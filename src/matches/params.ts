import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError, ErrorCodes } from './api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Match ids are UUIDs; anything else names no match (404, not 400: the id is simply unknown). */
@Injectable()
export class MatchIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new ApiError(404, ErrorCodes.UNKNOWN_MATCH, `no match ${value}`);
    return value.toLowerCase();
  }
}

@Injectable()
export class SeatPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,2}$/.test(value)) throw new ApiError(400, ErrorCodes.BAD_SEAT, `seat must be a seat number (0, 1, ...), not "${value}"`);
    return Number(value);
  }
}
