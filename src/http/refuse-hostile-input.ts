import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { hostileInputProblem } from '../errors/hostile-input';
import { sendApiError } from './api-exception.filter';

/**
 * Runs right after the JSON body parser, before any route: a body or query too deep, or holding a
 * NUL or a lone surrogate, is answered 400 MALFORMED_REQUEST and reaches no service (so nothing
 * recursive overflows on it and nothing is appended).
 */
export function refuseHostileInput(req: Request, res: Response, next: NextFunction): void {
  const problem = hostileInputProblem(req.body) ?? hostileInputProblem(req.query);
  if (problem) sendApiError(res, DomainError.of('MALFORMED_REQUEST', problem));
  else next();
}
