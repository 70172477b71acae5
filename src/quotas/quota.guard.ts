import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { DomainError } from '../errors/domain-error';
import { clientAddress } from './client-address';
import { quotaOf } from './rest-quotas';

/**
 * @nestjs/throttler's guard, counting per client address and refusing in the API's error model:
 * 429 RATE_LIMITED with Retry-After (set by the exception filter from the refusal).
 */
@Injectable()
export class QuotaGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    const socket = req.socket as { remoteAddress?: string } | undefined;
    return Promise.resolve(clientAddress(socket?.remoteAddress));
  }

  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.round(detail.ttl / 1000);
    throw DomainError.rateLimited(
      `too many ${quotaOf(context) ?? ''} requests from this client: at most ${detail.limit} per ${seconds} s; retry in ${detail.timeToBlockExpire} s`,
      detail.timeToBlockExpire * 1000,
    );
  }
}
