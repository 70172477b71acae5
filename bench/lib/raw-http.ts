/**
 * One HTTP request through node:http, for load that must not disturb the loop it is measured
 * from: a Buffer body is written as it is (fetch copies it into a web stream, 60 MB in one go), and
 * the request can leave from a chosen loopback address (the server's quotas count per client
 * address, so each kind of load is a client of its own).
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string | number>>;
  readonly body?: Buffer | string;
  /** The local address to send from (127.0.0.x on loopback). */
  readonly localAddress?: string;
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

export function rawRequest(url: string, r: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = typeof r.body === 'string' ? Buffer.from(r.body, 'utf8') : r.body;
    const req = request(
      url,
      {
        method: r.method ?? 'GET',
        headers: { ...(body ? { 'content-length': body.length } : {}), ...r.headers },
        ...(r.localAddress ? { localAddress: r.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON request: the body serialised, the answer parsed (null when it is not JSON). */
export async function jsonRequest(
  url: string,
  r: Omit<RawRequest, 'body'> & { readonly json?: unknown },
): Promise<RawAnswer & { readonly body: Record<string, unknown> | null }> {
  const answer = await rawRequest(url, {
    ...r,
    headers: { ...(r.json === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers },
    ...(r.json === undefined ? {} : { body: JSON.stringify(r.json) }),
  });
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  return { ...answer, body };
}
