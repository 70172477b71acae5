import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { RequestWithSession } from './request-session';
import { SessionResolver } from './session-resolver.service';

/** Lets a request through with a live session (and, for a write, its CSRF token); see SessionResolver.require. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly resolver: SessionResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithSession>();
    req.session = await this.resolver.require(req.method, req.headers);
    return true;
  }
}
