import type { NextFunction, Request, Response } from 'express';
import { contractValidator, record } from './conformance-log';

/**
 * Express middleware for test apps: keeps what each response writes and, once it is sent, checks
 * the status and body against the OpenAPI document. Registered before every other middleware, so
 * it also sees the answers of the body parser and the hostile-input check.
 */
export function recordHttpConformance(req: Request, res: Response, next: NextFunction): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response['end'];
  res.on('finish', () => {
    if (req.method === 'HEAD') return;
    const contentType = res.getHeader('content-type');
    const body = Buffer.concat(chunks).toString('utf8');
    record(contractValidator().checkHttp(req.method, req.originalUrl, res.statusCode, typeof contentType === 'string' ? contentType : undefined, body));
  });
  next();
}
