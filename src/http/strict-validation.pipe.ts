import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { refusePrototypeKeys } from '../errors/prototype-keys';

/**
 * The REST validation: DTO classes with class-validator, unknown fields refused (also `__proto__`
 * and `constructor` keys, which the whitelist cannot see), every problem in one MALFORMED_REQUEST.
 * Deep nesting, NUL and lone surrogates are refused before this, by `refuseHostileInput`.
 */
export class StrictValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => DomainError.of('MALFORMED_REQUEST', describe(errors)),
    });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Path parameters keep their text for the route's own pipe (SeatPipe, MatchIdPipe): converted
    // here first, `0x1`, `1e0` or `01` would reach it as the number 1 and pass as seat 1.
    if (metadata.type === 'param') return Promise.resolve(value);
    if (metadata.type === 'body' && typeof value === 'object' && value !== null) refusePrototypeKeys(value, 'MALFORMED_REQUEST');
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/** "seats must be an integer; property foo should not exist" */
function describe(errors: ValidationError[], prefix = ''): string {
  return errors
    .flatMap((e) => {
      const path = prefix ? `${prefix}.${e.property}` : e.property;
      const own = Object.values(e.constraints ?? {}).map((m) => (prefix ? `${prefix}.${m}` : m));
      const nested = e.children?.length ? [describe(e.children, path)] : [];
      return [...own, ...nested];
    })
    .filter(Boolean)
    .join('; ');
}
