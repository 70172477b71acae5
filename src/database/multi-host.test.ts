import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, HostLocator, parseDatabaseUrl, type HostAddress, type HostRole } from './multi-host';

describe('libpq-style database URLs', () => {
  it('takes several hosts, each with its port, and defaults to read-write when there are several', () => {
    const a = parseDatabaseUrl('postgres://app:s3cret@10.0.0.1:5432,db2:5433/stackbound?sslmode=disable');
    expect(a.hosts).toEqual([
      { host: '10.0.0.1', port: 5432 },
      { host: 'db2', port: 5433 },
    ]);
    expect(a.target).toBe('read-write');
    expect(a.urlFor({ host: 'db2', port: 5433 })).toBe('postgres://app:s3cret@db2:5433/stackbound?sslmode=disable');
  });

  it('keeps one host as it is, with any session, and removes target_session_attrs from what node-postgres sees', () => {
    const one = parseDatabaseUrl('postgresql://postgres@127.0.0.1/test');
    expect(one.hosts).toEqual([{ host: '127.0.0.1', port: 5432 }]);
    expect(one.target).toBe('any');
    const rw = parseDatabaseUrl('postgres://u@h1,h2/db?target_session_attrs=read-write&application_name=x');
    expect(rw.urlFor({ host: 'h1', port: 5432 })).toBe('postgres://u@h1:5432/db?application_name=x');
  });

  it('reads bracketed IPv6 hosts and refuses what it cannot honour', () => {
    expect(parseDatabaseUrl('postgres://u@[::1]:6000,[fe80::1]/db').hosts).toEqual([
      { host: '::1', port: 6000 },
      { host: 'fe80::1', port: 5432 },
    ]);
    expect(() => parseDatabaseUrl('postgres://u@h1,h2/db?target_session_attrs=standby')).toThrow(/not supported/);
    expect(() => parseDatabaseUrl('mysql://u@h/db')).toThrow(/postgres:\/\//);
    expect(() => parseDatabaseUrl('postgres://u@/db')).toThrow(/no host/);
  });
});

describe('finding the host that takes writes', () => {
  const address = parseDatabaseUrl('postgres://u@gone:5432,standby:5432/db');
  /** A dead host whose probe runs out only once the standby has been asked three times, and a standby promoted after `askedBeforePromotion` probes. */
  function failover(askedBeforePromotion: number) {
    let standbyAsked = 0;
    let answerGone: (role: HostRole) => void = () => undefined;
    const probe = (host: HostAddress): Promise<HostRole> => {
      if (host.host === 'gone') return new Promise((resolve) => (answerGone = resolve));
      standbyAsked += 1;
      if (standbyAsked === 3) setImmediate(() => answerGone('down'));
      return Promise.resolve(standbyAsked > askedBeforePromotion ? 'primary' : 'standby');
    };
    return { locator: new HostLocator(address, 2000, probe, 1), asked: () => standbyAsked };
  }

  it('takes a standby promoted while a dead host still holds the search', async () => {
    const { locator } = failover(1);
    await expect(locator.current()).resolves.toEqual({ host: 'standby', port: 5432 });
  });

  it('gives up once every host has answered and none takes writes, and asks the standby no more', async () => {
    const { locator, asked } = failover(Number.POSITIVE_INFINITY);
    await expect(locator.current()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const after = asked();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toBe(after);
  });
});
