import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const ARRIVED_AT = Symbol('arrivedAt');

type Stamped = Request & { [ARRIVED_AT]?: number };

/**
 * Stamps when the server had read the whole request (this runs after the body parser), so a
 * command's arrival is known however long it then waits (docs/protocol.md, "Deadlines"). Stamped
 * after the body, not the headers: a client cannot claim an early arrival by sending its headers
 * before a deadline and its decision after it.
 */
export function stampArrival(req: Request, _res: Response, next: NextFunction): void {
  (req as Stamped)[ARRIVED_AT] = Date.now();
  next();
}

/** The arrival stamp of this request (epoch ms). */
export const ArrivedAt = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  return context.switchToHttp().getRequest<Stamped>()[ARRIVED_AT] ?? Date.now();
});
