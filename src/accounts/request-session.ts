import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Session } from './session-store.service';

/** Where SignedInGuard leaves the resolved session on the request. */
export type RequestWithSession = Request & { session?: Session };

/** The signed-in session of a route guarded by SignedInGuard. */
export const CurrentSession = createParamDecorator((_data: unknown, ctx: ExecutionContext): Session => {
  const session = ctx.switchToHttp().getRequest<RequestWithSession>().session;
  if (!session) throw new Error('CurrentSession on a route without SignedInGuard');
  return session;
});

/** Methods that change nothing: no CSRF token needed. */
export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** The header a cookie-authenticated write carries its session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
