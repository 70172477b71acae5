import { ProtocolLimits } from './protocol';

/**
 * Realtime settings, read from the environment once (they also size the socket.io server, which
 * is built before Nest's config is available to a gateway decorator). Defaults in docs/protocol.md.
 */
export interface RealtimeOptions {
  readonly rateCapacity: number;
  readonly ratePerSecond: number;
  readonly maxTransportBytes: number;
  readonly maxMessageBytes: number;
  readonly maxCommandBytes: number;
  /** A join/resync with more missed events than this gets a full view (reset) instead. */
  readonly maxCatchUpEvents: number;
  /** Presence heartbeat between instances; an instance silent for 3 beats is dropped. */
  readonly presenceHeartbeatMs: number;
  /** Safety net for lost notifications: re-check watched matches this often (0: never). */
  readonly pollMs: number;
  /**
   * permessage-deflate for messages of at least this many bytes (default 256); 0: not offered.
   * On by default: with context takeover it brings a match's bytes to a few percent of protocol 1's
   * at a fraction of a millisecond per update per socket; acknowledgements and presence stay below
   * the threshold (the trade-off in docs/operations.md, "Bytes on the wire").
   */
  readonly deflateThresholdBytes: number;
  /**
   * The server's deflate window as 2^bits bytes (9-15; default 13, 8 KB), told to the client as
   * `server_max_window_bits`. Each message runs through its socket's context, and with hundreds of
   * sockets taking turns the context is out of the CPU's caches every time: what a message costs
   * is mostly memory traffic. An 8 KB window with a hash table to match (memLevel 5: 48 KB a
   * context against 256 KB) carried 17 % more commands than the 32 KB default at M=200 for 7 %
   * more bytes (docs/operations.md, "Bytes on the wire").
   */
  readonly deflateWindowBits: number;
}

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** An integer setting within [min, max], else the fallback. */
const intIn = (name: string, fallback: number, min: number, max: number): number => {
  const value = num(name, fallback);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
};

export function realtimeOptionsFromEnv(): RealtimeOptions {
  return {
    rateCapacity: num('WS_RATE_CAPACITY', 40),
    ratePerSecond: num('WS_RATE_PER_SECOND', 20),
    maxTransportBytes: num('WS_MAX_TRANSPORT_BYTES', ProtocolLimits.maxTransportBytes),
    maxMessageBytes: num('WS_MAX_MESSAGE_BYTES', ProtocolLimits.maxMessageBytes),
    maxCommandBytes: num('WS_MAX_COMMAND_BYTES', ProtocolLimits.maxCommandBytes),
    maxCatchUpEvents: num('WS_MAX_CATCH_UP_EVENTS', 2000),
    presenceHeartbeatMs: num('WS_PRESENCE_HEARTBEAT_MS', 5000),
    pollMs: num('WS_POLL_MS', 5000),
    deflateThresholdBytes: num('WS_DEFLATE_THRESHOLD_BYTES', 256),
    // zlib's raw deflate turns a window of 2^8 into 2^9, which a peer told 8 would not expect.
    deflateWindowBits: intIn('WS_DEFLATE_WINDOW_BITS', 13, 9, 15),
  };
}

/** What the server's deflate context is made with (zlib's options; level: zlib's default, 6). */
export interface DeflateContextOptions {
  readonly windowBits: number;
  readonly memLevel: number;
}

/**
 * The server's deflate context for a window: its hash table and output buffer sized to it (zlib's
 * default pairs a 32 KB window with memLevel 8: 64 KB of hash heads and 64 KB of pending output;
 * memLevel 5 beside an 8 KB window: 8 KB each), so the smaller window's saving in memory traffic
 * is not spent on the rest. Same bytes within 0.5 % on the wire section's streams.
 */
export function deflateContextOf(options: RealtimeOptions): DeflateContextOptions {
  // Window bits are 9-15 (realtimeOptionsFromEnv), so memLevel is 1-7.
  return { windowBits: options.deflateWindowBits, memLevel: options.deflateWindowBits - 8 };
}

/** socket.io's `perMessageDeflate` setting from the options. */
export function perMessageDeflateOf(
  options: RealtimeOptions,
): false | { threshold: number; serverMaxWindowBits: number; zlibDeflateOptions: { memLevel: number } } {
  if (options.deflateThresholdBytes <= 0) return false;
  const { windowBits, memLevel } = deflateContextOf(options);
  return { threshold: options.deflateThresholdBytes, serverMaxWindowBits: windowBits, zlibDeflateOptions: { memLevel } };
}

export const REALTIME_OPTIONS = Symbol('REALTIME_OPTIONS');
