import type { ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One request a push service received. */
export interface ReceivedPush {
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A push service of the test's own: it keeps every request it receives (answering 201). */
export async function startPushEndpoint(path = '/push/bob'): Promise<{ url: string; received: ReceivedPush[]; server: Server }> {
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, received, server };
}

/** A push's payload decrypted with the browser's key pair and auth secret (RFC 8291, aes128gcm). */
export function decryptPush(push: ReceivedPush, privateKey: ECDH, authSecret: string): Record<string, unknown> {
  return JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey, authSecret }).toString('utf8')) as Record<string, unknown>;
}
