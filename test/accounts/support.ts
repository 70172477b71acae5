import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

/** A browser's cookie jar for one site, reduced to the session cookie. */
export interface Signed {
  readonly cookie: string;
  readonly csrfToken: string;
  readonly accountId: string;
}

/** The `name=value` part of the session cookie an answer set. */
export function sessionCookieOf(res: request.Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((c) => c.includes('stackbound_session='));
  if (!cookie) throw new Error(`no session cookie in ${res.status} ${JSON.stringify(res.body)}`);
  return cookie.split(';')[0]!;
}

export function accountClient(app: NestExpressApplication) {
  const http = () => request(app.getHttpServer());
  const signed = (res: request.Response, status: number): Signed => {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
    const body = res.body as { csrfToken: string; account: { accountId: string } };
    return { cookie: sessionCookieOf(res), csrfToken: body.csrfToken, accountId: body.account.accountId };
  };
  return {
    http,
    async signUp(username: string, password = 'correct horse battery'): Promise<Signed> {
      return signed(await http().post('/accounts').send({ username, password }), 201);
    },
    async signIn(username: string, password = 'correct horse battery', cookie?: string): Promise<Signed> {
      const req = http().post('/sessions');
      if (cookie) req.set('Cookie', cookie);
      return signed(await req.send({ username, password }), 200);
    },
    me(cookie: string) {
      return http().get('/me').set('Cookie', cookie);
    },
  };
}
