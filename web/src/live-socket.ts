/**
 * The browser client's socket: socket.io's protocol spoken over the browser's own WebSocket, in
 * place of socket.io-client and engine.io-client (8.92 kB gzipped of a 60 kB budget, for
 * long-polling, binary packets and many namespaces over one connection, none of which this client
 * uses). The browser build gives every `import ... from 'socket.io-client'` of web/src and src/client
 * this module (`web/vite.config.ts`, `liveSocket`); the typed Node client keeps the library. The
 * server is unchanged: to it this is a socket.io client on the WebSocket transport.
 *
 * It implements what the client calls, with the library's semantics (docs/web.md, "The socket"):
 * - engine.io protocol 4 on `/socket.io/?EIO=4&transport=websocket`, one packet per frame: the open
 *   packet `0{…}` gives pingInterval and pingTimeout; each ping `2` is answered `3`; no ping within
 *   pingInterval + pingTimeout closes the connection ("ping timeout");
 * - socket.io protocol 5 on top, one namespace per `io()` (each has its own WebSocket): CONNECT
 *   `40/ns,{auth}` answered `40/ns,{"sid":…}` or CONNECT_ERROR `44/ns,{"message":…}`, EVENT
 *   `42/ns,<id>[name,…]`, ACK `43/ns,<id>[…]`, DISCONNECT `41/ns,`;
 * - `on`/`once`/`off` (and the reserved `connect`, `disconnect`, `connect_error`), `connected`,
 *   `emit` with an optional acknowledgement callback, `timeout(ms).emit` and `.emitWithAck`;
 *   emits made while disconnected are held and sent once connected, as the library does;
 * - reconnection after a lost connection: reconnectionDelay × 2^attempt, randomized by ±50 %, at
 *   most reconnectionDelayMax; none after `close()`, a server-side namespace disconnect or a
 *   refused CONNECT, as in the library.
 */

type Listener = (...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
/** An acknowledgement callback; `withError` ones take an error (or null) first, as in the library. */
type AckFn = Listener & { withError?: boolean };

export interface LiveSocketOptions {
  /** Accepted for the library's sake: only the WebSocket transport exists here. */
  readonly transports?: readonly string[];
  /** The first reconnection's delay in ms (the library's default, 1,000). */
  readonly reconnectionDelay?: number;
  /** The longest delay between reconnections in ms (the library's default, 5,000). */
  readonly reconnectionDelayMax?: number;
  /** Sent with the namespace's CONNECT. */
  readonly auth?: Record<string, unknown>;
}

/** The library's default for how long opening the connection may take. */
const OPEN_TIMEOUT_MS = 20_000;

export class LiveSocket {
  /** True once the namespace's CONNECT was answered, until the connection or the namespace is lost. */
  connected = false;
  /** The library's `socket.io.engine.close()`: drops the connection as if lost (a reconnection follows). */
  readonly io = { engine: { close: () => this.lost('forced close') } };
  private readonly url: string;
  /** This namespace's prefix in every packet: none for `/`, else `/ns,`. */
  private readonly prefix: string;
  private ws: WebSocket | null = null;
  /** The engine's open packet came on `ws`. */
  private opened = false;
  /** Connecting or connected, and to reconnect when lost (false after `close()` and the like). */
  private active = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  /** The server's pingInterval + pingTimeout (from the open packet). */
  private pingWait = 0;
  /** When the next ping is due at the latest (a timer can fire late in a background tab). */
  private pingDeadline = 0;
  private ids = 0;
  private readonly acks = new Map<number, AckFn>();
  /** Packets emitted while not connected, sent on connect. */
  private buffer: { id: number | undefined; text: string }[] = [];
  private readonly listeners = new Map<string, Listener[]>();
  /** The timeout of the next emit (`timeout(ms)`). */
  private nextTimeout: number | undefined;

  constructor(
    url: string,
    private readonly options: LiveSocketOptions = {},
  ) {
    const at = new URL(url, (globalThis as { location?: { href: string } }).location?.href);
    this.url = `${at.protocol.replace('http', 'ws')}//${at.host}/socket.io/?EIO=4&transport=websocket`;
    this.prefix = at.pathname === '/' ? '' : `${at.pathname},`;
    this.connect();
  }

  on(event: string, fn: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }

  once(event: string, fn: Listener): this {
    const once: Listener & { fn?: Listener } = (...args) => {
      this.off(event, once);
      fn.apply(this, args);
    };
    once.fn = fn;
    return this.on(event, once);
  }

  /** Removes `fn` (or its `once` wrapper) from `event`; without `fn`, every listener of `event`. */
  off(event: string, fn?: Listener): this {
    const list = this.listeners.get(event) ?? [];
    const at = list.findIndex((l) => l === fn || (l as { fn?: Listener }).fn === fn);
    this.listeners.set(
      event,
      list.filter((_, i) => fn && i !== at),
    );
    return this;
  }

  /** The next `emit` or `emitWithAck` gives up after `ms`: its callback gets an error, its promise rejects. */
  timeout(ms: number): this {
    this.nextTimeout = ms;
    return this;
  }

  /** Sends `event` with `args`; a function as the last argument is called with the server's acknowledgement. */
  emit(event: string, ...args: unknown[]): this {
    const timeout = this.nextTimeout;
    this.nextTimeout = undefined;
    const last = args[args.length - 1];
    let id: number | undefined;
    if (typeof last === 'function') {
      args.pop();
      id = this.ids++;
      this.acks.set(id, timeout === undefined ? (last as AckFn) : this.timed(id, last as AckFn, timeout));
    }
    const text = `2${this.prefix}${id ?? ''}${JSON.stringify([event, ...args])}`;
    if (this.connected && !this.pingExpired()) this.send(text);
    else this.buffer.push({ id, text });
    return this;
  }

  /** `ack` as `timeout(ms)` makes it: called (null, answer) or, after `ms`, (error), its packet dropped if still held. */
  private timed(id: number, ack: AckFn, ms: number): AckFn {
    const timer = setTimeout(() => {
      this.acks.delete(id);
      this.buffer = this.buffer.filter((p) => p.id !== id);
      ack(new Error('operation has timed out'));
    }, ms);
    const answered: AckFn = (...answer) => {
      clearTimeout(timer);
      ack(...answer);
    };
    answered.withError = true;
    return answered;
  }

  /** `emit` with a promise of the acknowledgement (rejected on a timeout or a lost connection). */
  emitWithAck(event: string, ...args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const ack: AckFn = (error: Error | null, answer: unknown) => (error ? reject(error) : resolve(answer));
      ack.withError = true;
      this.emit(event, ...args, ack);
    });
  }

  /** Connects (again, after `close()`); the socket connects by itself when made. */
  connect(): this {
    if (!this.active) {
      this.active = true;
      if (!this.ws) this.open();
    }
    return this;
  }

  /** Leaves the namespace and closes the connection for good (until `connect()`). */
  disconnect(): this {
    if (this.connected) this.send(`1${this.prefix}`);
    this.stop();
    if (this.connected) this.closed('io client disconnect');
    return this;
  }

  close(): this {
    return this.disconnect();
  }

  private open(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onmessage = (e: MessageEvent) => this.received(String(e.data));
    ws.onclose = () => this.lost('transport close');
    ws.onerror = () => this.lost('transport error');
    this.openTimer = setTimeout(() => this.lost('timeout'), OPEN_TIMEOUT_MS);
    // As engine.io-client: when the browser says the network is gone, the connection is.
    (globalThis as { addEventListener?: (type: string, fn: () => void) => void }).addEventListener?.('offline', this.offline);
  }

  private readonly offline = () => this.lost('transport close');

  /** One engine.io packet from the server. */
  private received(text: string): void {
    const type = text[0];
    if (type === '0') {
      const { pingInterval, pingTimeout } = JSON.parse(text.slice(1)) as { pingInterval: number; pingTimeout: number };
      this.opened = true;
      this.attempts = 0;
      clearTimeout(this.openTimer);
      this.pingWait = pingInterval + pingTimeout;
      this.heartbeat();
      this.send(`0${this.prefix}${this.options.auth ? JSON.stringify(this.options.auth) : ''}`);
    } else if (type === '2') {
      this.ws!.send('3');
      this.heartbeat();
    } else if (type === '1') {
      this.lost('transport close');
    } else if (type === '4') {
      this.packet(text.slice(1));
    }
  }

  /** From the open packet or a ping, the next ping is due within pingInterval + pingTimeout. */
  private heartbeat(): void {
    clearTimeout(this.pingTimer);
    this.pingDeadline = Date.now() + this.pingWait;
    this.pingTimer = setTimeout(() => this.lost('ping timeout'), this.pingWait);
  }

  /** The ping is overdue though its timer has not fired yet (a suspended tab): the connection counts as lost. */
  private pingExpired(): boolean {
    if (Date.now() <= this.pingDeadline) return false;
    setTimeout(() => this.lost('ping timeout'));
    return true;
  }

  /** One socket.io packet: type, namespace, acknowledgement id, JSON data. */
  private packet(text: string): void {
    const [, type, nsp = '', id, data] = /^(\d)(\/[^,]*,?)?(\d*)([\s\S]*)$/.exec(text) ?? [];
    if (nsp !== this.prefix) return; // the server writes a namespace as this socket does
    let payload: unknown;
    try {
      payload = data ? JSON.parse(data) : undefined;
    } catch {
      return this.lost('parse error'); // as the library: the connection is made again
    }
    if (type === '0') {
      this.connected = true;
      for (const p of this.buffer) this.send(p.text);
      this.buffer = [];
      this.fire('connect');
    } else if (type === '2') {
      const [event, ...args] = payload as [string, ...unknown[]];
      this.fire(event, ...args);
    } else if (type === '3') {
      const ack = this.acks.get(Number(id));
      this.acks.delete(Number(id));
      const answer = payload as unknown[];
      if (ack?.withError) ack(null, ...answer);
      else ack?.(...answer);
    } else if (type === '1') {
      this.stop();
      this.closed('io server disconnect');
    } else if (type === '4') {
      this.stop();
      const { message, data: more } = payload as { message: string; data?: unknown };
      this.fire('connect_error', Object.assign(new Error(message), { data: more }));
    }
  }

  private send(text: string): void {
    this.ws?.send(`4${text}`);
  }

  /** No more reconnections: closes the connection without telling the listeners (the caller does). */
  private stop(): void {
    this.active = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.shut();
  }

  /** Closes the WebSocket and forgets it; true when its engine had opened. */
  private shut(): boolean {
    const ws = this.ws;
    const opened = this.opened;
    if (!ws) return false;
    this.ws = null;
    this.opened = false;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    ws.close();
    clearTimeout(this.openTimer);
    clearTimeout(this.pingTimer);
    (globalThis as { removeEventListener?: (type: string, fn: () => void) => void }).removeEventListener?.('offline', this.offline);
    return opened;
  }

  /**
   * The connection is gone (`reason`, as the library names it): a connection that had opened is a
   * `disconnect`, one that never did a `connect_error`; then the next attempt after the backoff.
   */
  private lost(reason: string): void {
    if (!this.ws) return;
    if (this.shut()) this.closed(reason);
    else this.fire('connect_error', new Error(reason === 'timeout' ? reason : 'websocket error'));
    if (!this.active || this.retryTimer) return;
    const delay = (this.options.reconnectionDelay ?? 1_000) * 2 ** this.attempts++ * (0.5 + Math.random());
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        if (this.active) this.open();
      },
      Math.min(delay, this.options.reconnectionDelayMax ?? 5_000),
    );
  }

  /**
   * Disconnected: the `disconnect` listeners are told, and every acknowledgement that takes an error
   * and whose packet was sent fails (its answer will never come); held packets wait for the next connect.
   */
  private closed(reason: string): void {
    this.connected = false;
    this.fire('disconnect', reason);
    for (const [id, ack] of this.acks) {
      if (this.buffer.some((p) => p.id === id)) continue;
      this.acks.delete(id);
      if (ack.withError) ack(new Error('socket has been disconnected'));
    }
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const fn of this.listeners.get(event) ?? []) fn.apply(this, args);
  }
}

/** socket.io-client's `io(url, options)`: a socket on the namespace `url` names (`/` when none). */
export function io(url: string, options?: LiveSocketOptions): LiveSocket {
  return new LiveSocket(url, options);
}

/*
 * The library's type names, as this module gives them: the web type check (web/tsconfig.json)
 * reads `socket.io-client` as this module, so a call of the client's the module does not implement
 * fails there, as the build would ship it. The event maps of `Socket<Listen, Emit>` type the typed
 * client's listeners in the Node type check, which reads the library.
 */
export type Socket<_Listen = unknown, _Emit = unknown> = LiveSocket;
export type ManagerOptions = LiveSocketOptions;
export type SocketOptions = LiveSocketOptions;
