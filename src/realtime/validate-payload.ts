import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { DomainError } from '../errors/domain-error';
import { refuseHostileInput } from '../errors/hostile-input';
import { refusePrototypeKeys } from '../errors/prototype-keys';

/**
 * Validates an untrusted socket payload against a DTO class (class-validator), refusing unknown
 * fields (`__proto__` and `constructor` keys too), deep nesting, NUL and lone surrogates. No implicit conversion: "3" is not a seq. Throws MALFORMED_MESSAGE with every problem.
 * Every socket namespace validates its payloads here.
 */
export function validatePayload<T extends object>(dto: new () => T, raw: unknown): T {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw DomainError.of('MALFORMED_MESSAGE', 'the payload must be a JSON object');
  }
  // Too deep, a NUL or a lone surrogate anywhere: refused before the transformer recurses into it.
  refuseHostileInput(raw, 'MALFORMED_MESSAGE');
  refusePrototypeKeys(raw, 'MALFORMED_MESSAGE');
  const instance = plainToInstance(dto, raw, { enableImplicitConversion: false });
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length > 0) throw DomainError.of('MALFORMED_MESSAGE', describe(errors));
  // Match ids are UUIDs, valid in either case; everything downstream (feed channels, queues, the
  // state cache, NOTIFY) keys on the canonical lower-case form, as REST's MatchIdPipe does.
  const withId = instance as { matchId?: unknown };
  if (typeof withId.matchId === 'string') withId.matchId = withId.matchId.toLowerCase();
  return instance;
}

function describe(errors: ValidationError[]): string {
  return errors.flatMap((e) => Object.values(e.constraints ?? { [e.property]: `${e.property} is invalid` })).join('; ');
}
