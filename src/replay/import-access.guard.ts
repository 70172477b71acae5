import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { bearerToken } from '../matches';

/**
 * Import is an operator action: a file that audits clean can still be fabricated, and reading and
 * auditing it costs the server work. It needs ADMIN_TOKEN (Authorization: Bearer) and is off when
 * ADMIN_TOKEN is unset. Runs before the body is read, so a refused upload costs nothing.
 */
@Injectable()
export class ImportAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.get('ADMIN_TOKEN');
    if (!expected) throw DomainError.of('IMPORT_DISABLED', 'import is off on this server (no ADMIN_TOKEN configured)');
    const given = bearerToken(context.switchToHttp().getRequest<Request>().headers.authorization);
    if (!given) throw DomainError.of('MISSING_ADMIN_TOKEN', 'import needs the operator token: Authorization: Bearer <ADMIN_TOKEN>');
    if (!sameSecret(given, expected)) throw DomainError.of('INVALID_ADMIN_TOKEN', 'the operator token is wrong');
    return true;
  }
}

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
