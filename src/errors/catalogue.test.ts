import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommonRejections, reject } from '../engine/rejection';
import { HTTP_STATUS_OF_KIND } from '../http/api-exception.filter';
import { ErrorCatalogue, isCatalogued, type ErrorCode } from './catalogue';
import { DomainError } from './domain-error';
import { ERROR_KINDS, type ErrorKind } from './error-kind';

const codes = Object.keys(ErrorCatalogue) as ErrorCode[];
const root = join(__dirname, '..', '..');

describe('the error catalogue', () => {
  it('gives every code a kind, and every kind an HTTP status', () => {
    for (const code of codes) expect(ERROR_KINDS, code).toContain(ErrorCatalogue[code]);
    for (const kind of ERROR_KINDS) {
      const status = HTTP_STATUS_OF_KIND[kind];
      expect(Number.isInteger(status) && status >= 400 && status < 600, `${kind} → ${status}`).toBe(true);
    }
    expect(Object.keys(HTTP_STATUS_OF_KIND).sort()).toEqual([...ERROR_KINDS].sort());
  });

  it('has no kind without a code', () => {
    const used = new Set<ErrorKind>(codes.map((code) => ErrorCatalogue[code]));
    expect(ERROR_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('names the codes every game shares with the kind of a rules refusal, except a command that does not parse', () => {
    for (const code of Object.values(CommonRejections)) {
      expect(ErrorCatalogue[code], code).toBe(code === CommonRejections.MALFORMED_COMMAND ? 'malformed' : 'rules');
    }
  });

  it('has one internal code for every transport', () => {
    expect(codes.filter((code) => ErrorCatalogue[code] === 'internal')).toEqual(['INTERNAL']);
    expect(isCatalogued('INTERNAL_ERROR')).toBe(false);
  });

  it('is documented: the README error table and the protocol page list every code', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const protocol = readFileSync(join(root, 'docs', 'protocol.md'), 'utf8');
    expect(codes.filter((code) => !readme.includes(`\`${code}\``))).toEqual([]);
    expect(codes.filter((code) => !protocol.includes(`\`${code}\``))).toEqual([]);
  });
});

describe('DomainError', () => {
  it('takes its kind from the catalogue', () => {
    expect(DomainError.of('STALE_SEQ', 'decided on seq 3')).toMatchObject({ code: 'STALE_SEQ', kind: 'conflict', rule: null, message: 'decided on seq 3' });
  });

  it('accepts only catalogued codes (checked by the type check)', () => {
    // @ts-expect-error NOT_A_CODE is not in the catalogue, so DomainError.of does not take it
    const unknownCode: Parameters<typeof DomainError.of>[0] = 'NOT_A_CODE';
    expect(isCatalogued(unknownCode)).toBe(false);
  });

  it('gives a game refusal the kind of where it arose, unless its code is catalogued', () => {
    expect(DomainError.fromRejection(reject('NOT_ENOUGH_COINS', 'R-CARD-2', 'costs 3'), 'rules')).toMatchObject({
      code: 'NOT_ENOUGH_COINS',
      kind: 'rules',
      rule: 'R-CARD-2',
      message: 'costs 3',
    });
    expect(DomainError.fromRejection(reject('BAD_OPTIONS', null, 'rounds ≥ 1'), 'malformed', 'bad game options: rounds ≥ 1')).toMatchObject({
      code: 'BAD_OPTIONS',
      kind: 'malformed',
      message: 'bad game options: rounds ≥ 1',
    });
    // The pipeline's timing refusal is a conflict, a rules code stays a rules refusal, wherever they arise.
    expect(DomainError.fromRejection(reject('STALE_SEQ', null, 'moved on'), 'rules').kind).toBe('conflict');
    expect(DomainError.fromRejection(reject(CommonRejections.MATCH_OVER, 'M-END-2', 'over'), 'malformed').kind).toBe('rules');
    expect(DomainError.fromRejection(reject(CommonRejections.MALFORMED_COMMAND, null, 'no such seat'), 'rules').kind).toBe('malformed');
  });
});
