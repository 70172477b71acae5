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
}

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
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
  };
}

/** socket.io's `perMessageDeflate` setting from the options. */
export function perMessageDeflateOf(options: RealtimeOptions): false | { threshold: number } {
  return options.deflateThresholdBytes > 0 ? { threshold: options.deflateThresholdBytes } : false;
}

export const REALTIME_OPTIONS = Symbol('REALTIME_OPTIONS');
