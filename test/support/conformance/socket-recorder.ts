import { Socket } from 'socket.io-client';
import { contractValidator, record } from './conformance-log';

const PATCHED = Symbol.for('stackbound.contract-conformance.socket');

type AnyFn = (...args: unknown[]) => unknown;
interface ClientSocketInternals {
  nsp: string;
  flags: { timeout?: number };
  _opts: { ackTimeout?: number };
}

/**
 * Hooks socket.io-client once per process: every server message a test's socket receives and
 * every acknowledgement it gets is checked against the AsyncAPI document. What tests send is not
 * checked (they send malformed messages on purpose); what the server answers to them is.
 */
export function recordSocketConformance(): void {
  const proto = Socket.prototype as unknown as Record<string | symbol, unknown>;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;

  const onevent = proto.onevent as AnyFn;
  proto.onevent = function (this: ClientSocketInternals, packet: { data?: unknown[] }) {
    const [event, payload] = packet.data ?? [];
    if (typeof event === 'string') record(contractValidator().checkSocket(this.nsp, event, payload, false));
    return onevent.call(this, packet);
  };

  const emit = proto.emit as AnyFn;
  proto.emit = function (this: ClientSocketInternals, event: unknown, ...args: unknown[]) {
    const callback = args[args.length - 1];
    if (typeof event === 'string' && typeof callback === 'function') {
      // With a timeout, or from emitWithAck (which marks its callback `withError`), the callback
      // is called (error, response); otherwise (response).
      const marked = (callback as { withError?: boolean }).withError === true;
      const withError = marked || this.flags.timeout !== undefined || this._opts.ackTimeout !== undefined;
      const nsp = this.nsp;
      const wrapped = function (this: unknown, ...answer: unknown[]) {
        const failed = withError && answer[0] != null;
        if (!failed) record(contractValidator().checkSocket(nsp, event, withError ? answer[1] : answer[0], true));
        return (callback as AnyFn).apply(this, answer);
      };
      if (marked) Object.assign(wrapped, { withError: true });
      args[args.length - 1] = wrapped;
    }
    return emit.call(this, event, ...args);
  };
}
