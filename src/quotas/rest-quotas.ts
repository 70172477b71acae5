import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppEnvironment } from '../config/environment';

/** The REST routes an anonymous client can make the server work with, each counted on its own. */
export type RestQuota = 'create' | 'claim' | 'import' | 'audit' | 'export' | 'replay';

/** The setting holding each route's requests per window and client (docs/operations.md, "Quotas"). */
export const REST_QUOTA_SETTING = {
  create: 'QUOTA_CREATE',
  claim: 'QUOTA_CLAIM',
  import: 'QUOTA_IMPORT',
  audit: 'QUOTA_AUDIT',
  export: 'QUOTA_EXPORT',
  replay: 'QUOTA_REPLAY',
} as const satisfies { readonly [Q in RestQuota]: keyof AppEnvironment };

/** Marks a route with its quota: `@Quota('create')`. Routes without one are not rate-limited. */
export const Quota = Reflector.createDecorator<RestQuota>();

const reflector = new Reflector();

/** The quota of the route a request reached, if it has one. */
export function quotaOf(context: ExecutionContext): RestQuota | undefined {
  return reflector.get(Quota, context.getHandler());
}
