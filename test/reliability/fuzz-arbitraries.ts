/**
 * fast-check arbitraries for the protocol fuzz: REST requests and socket.io messages, mostly wrong
 * (bad types, unknown names and routes, other seats' tokens, stale seqs, reused ids, garbage and
 * oversized bodies, deep nesting, NUL and lone surrogates, non-canonical seat numbers, invisible
 * names) with enough valid ones mixed in that matches move and the event count changes.
 */
import fc from 'fast-check';

export interface Targets {
  /** Live matches whose seats the fuzz holds (tokens[seat]). */
  readonly live: readonly { readonly matchId: string; readonly tokens: readonly string[] }[];
  /** A match with unclaimed seats (MATCH_NOT_STARTED) and a finished one (MATCH_OVER). */
  readonly waiting: string;
  readonly finished: string;
}

export type RestRequest =
  | { readonly kind: 'command'; readonly match: number; readonly seat: number | string; readonly token: TokenPick; readonly body: BodyPick }
  | { readonly kind: 'legal'; readonly match: number; readonly seat: number; readonly pick: number; readonly expectedSeq: 'current' | 'stale' | 'none' }
  | { readonly kind: 'reuse'; readonly pick: number; readonly samePayload: boolean }
  | { readonly kind: 'other'; readonly method: string; readonly path: string; readonly body: BodyPick; readonly token: TokenPick };

/** Whose token: a seat of a live match (maybe not the addressed one), garbage, or none. */
export type TokenPick = { readonly match: number; readonly seat: number } | { readonly garbage: string } | null;

/** A JSON value to send, or a raw string that is not JSON (or too big). */
export type BodyPick = { readonly json: unknown } | { readonly raw: string };

const HUGE = 'x'.repeat(70 * 1024); // above the 64 KB body limit

/**
 * Text the edges refuse or clean: NUL, lone surrogates (not valid Unicode), invisible and bidi
 * control characters, a name that NFC changes. Not URL-encodable (lone surrogates), so only in bodies.
 */
const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  'z\ud83d',
  '\u200b',
  '\u200b\u200d\u2060',
  '\u00ad',
  '\ufeff',
  '\u202e',
  '\u202eAda',
  '\u2066\u2069',
  '\u200e\u200f\u061c',
  'Zoe\u0301',
);

/** Seat numbers in a non-canonical spelling: each must be BAD_SEAT, never read as seat 1 or 0. */
const nonCanonicalSeat = fc.constantFrom('0x1', '+1', '1e0', '1.0', '01', '00', '-0');

/** Nesting far past the server's depth limit, as raw JSON text (20 KB: under the body limit). */
const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

/** A value nested `depth` arrays deep (a socket payload must stay under the message limit). */
const deepValue = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1);

const weird = fc.constantFrom('', ' ', '0', '-1', '1.5', '1e9', 'null', 'NaN', '%00', '%zz', '..', '__proto__', 'constructor', '\u0000', '😀', 'a'.repeat(300));

const idPart = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: weird },
  { weight: 1, arbitrary: fc.constantFrom('timeout:1:0', 'bot:3:1', 'auto-pass:2:0', 'x'.repeat(65), 'x'.repeat(101)) },
);

/** Mostly absent: an unknown field makes the whole message malformed. */
const rarely = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

const gameCommand = fc.oneof(
  { weight: 80, arbitrary: fc.record({ type: fc.constant('play'), card: fc.integer({ min: -5, max: 90 }) }) },
  {
    weight: 20,
    arbitrary: fc.record(
      { type: fc.constantFrom('play', 'dance', '', 'PLAY', 'Concede'), card: fc.oneof(fc.double(), fc.string(), fc.constant(null)) },
      { requiredKeys: ['type'] },
    ),
  },
  { weight: 20, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 20, arbitrary: fc.record({ type: fc.constant('play'), card: fc.constant(1), pad: fc.string({ minLength: 4000, maxLength: 5000 }) }) },
  // Rare: a concession ends the match, and every later command is MATCH_OVER.
  { weight: 1, arbitrary: fc.constant({ type: 'concede' }) },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.oneof(hostileText, fc.constant('play')), card: fc.constant(1), note: fc.oneof(hostileText, fc.constant(deepValue(200))) }),
  },
);

const commandBody: fc.Arbitrary<BodyPick> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        commandId: fc.oneof({ weight: 5, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) }, { weight: 1, arbitrary: idPart }),
        command: gameCommand,
        expectedSeq: rarely(fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null))),
        extra: rarely(fc.jsonValue({ maxDepth: 1 })),
      })
      .map((json) => ({ json: JSON.parse(JSON.stringify(json)) as unknown })),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
  { weight: 1, arbitrary: garbageText() },
);

function garbageText(): fc.Arbitrary<BodyPick> {
  return fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom(
        '{',
        '{"commandId":',
        '[1,2',
        '{"a":1}}',
        'undefined',
        "{'a':1}",
        '\u0000\u0001',
        `{"command":{"type":"play","card":1},"commandId":"${HUGE}"}`,
      ),
      // Deep nesting and escaped NUL / lone surrogates reach the server's JSON parser as sent.
      fc.constantFrom(
        DEEP_JSON,
        `{"commandId":"deep","command":{"type":"play","card":${DEEP_JSON}}}`,
        `{"gameId":"high-card","seats":2,"options":${DEEP_JSON}}`,
        '{"name":"A\\u0000da"}',
        '{"name":"\\ud800"}',
        '{"commandId":"c1","command":{"type":"play\\udc00","card":1}}',
        '{"commandId":"c1","command":{"type":"play","card":1,"\\u0000":1}}',
      ),
      // Prototype keys: unknown fields, refused as such (never silently dropped, never merged into an object's prototype).
      fc.constantFrom(
        '{"name":"Ada","__proto__":{"admin":true}}',
        '{"commandId":"c1","command":{"type":"play","card":1},"constructor":{"prototype":{"x":1}}}',
        '{"commandId":"c1","command":{"type":"play","card":1,"__proto__":{"card":2}}}',
        '{"gameId":"high-card","seats":2,"__proto__":{"scenario":true},"prototype":1}',
      ),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1)),
    )
    .map((raw) => ({ raw }));
}

const token = (matches: number): fc.Arbitrary<TokenPick> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record({ match: fc.nat(matches - 1), seat: fc.nat(3) }) },
    // Header-safe garbage (fetch itself refuses control characters in a header).
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.stringMatching(/^[0-9a-f]{0,64}$/),
          fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
          weird.filter((w) => /^[\x21-\x7e]*$/.test(w)),
        )
        .map((garbage) => ({ garbage })),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );

const otherPaths = (t: Targets): fc.Arbitrary<string> => {
  const ids = [...t.live.map((m) => m.matchId), t.waiting, t.finished];
  const id = fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    weird.map((w) => encodeURIComponent(w)),
    fc.constant('%E0%A4%A'),
  );
  return fc.oneof(
    id.map((m) => `/matches/${m}`),
    id.map((m) => `/matches/${m}/view`),
    fc
      .tuple(
        id,
        fc.oneof(
          fc.nat(5).map(String),
          weird.map((w) => encodeURIComponent(w)),
          nonCanonicalSeat.map((w) => encodeURIComponent(w)),
        ),
      )
      .map(([m, s]) => `/matches/${m}/seats/${s}`),
    fc
      .tuple(id, fc.constantFrom('audit', 'replay', 'export', 'replay?step=-1', 'replay?viewer=omniscient', 'replay?seq=abc'))
      .map(([m, r]) => `/matches/${m}/${r}`),
    fc.constantFrom('/matches', '/matches?status=nope', '/matches?limit=-1', '/matches?limit=abc', '/games', '/health', '/nope', '/matches/import'),
  );
};

export function restRequest(t: Targets): fc.Arbitrary<RestRequest> {
  const matches = t.live.length;
  const seat = fc.oneof({ weight: 5, arbitrary: fc.nat(3) }, { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 4, max: 120 }), weird, nonCanonicalSeat) });
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('command' as const), match: fc.nat(matches - 1), seat, token: token(matches), body: commandBody }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('legal' as const),
        match: fc.nat(matches - 1),
        seat: fc.nat(3),
        pick: fc.nat(),
        expectedSeq: fc.constantFrom('current' as const, 'stale' as const, 'none' as const),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), pick: fc.nat(), samePayload: fc.boolean() }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('other' as const),
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        path: otherPaths(t),
        body: fc.oneof(
          fc.record({ name: fc.oneof(fc.string({ maxLength: 50 }), weird, hostileText) }).map((json) => ({ json })),
          commandBody,
          createBody(),
        ),
        token: token(matches),
      }),
    },
  );
}

/** Bodies for POST /matches: never bots nor deadlines (they would append on their own later). */
function createBody(): fc.Arbitrary<BodyPick> {
  return fc
    .record(
      {
        gameId: fc.constantFrom('high-card', 'mansters', 'four-souls', 'chess', ''),
        seats: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.string({ maxLength: 3 })),
        options: fc.oneof(fc.record({ rounds: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.string({ maxLength: 3 })) }), fc.jsonValue({ maxDepth: 2 })),
        setup: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: ['gameId'] },
    )
    .map((json) => ({ json }));
}

export interface SocketMessage {
  readonly socket: number;
  readonly name: string;
  readonly payload: SocketPayload;
  /** false: sent without an acknowledgement callback (the error must come as server:error). */
  readonly ack: boolean;
}

export type SocketPayload =
  | { readonly json: unknown }
  | { readonly join: { readonly match: number; readonly token: TokenPick; readonly lastSeq: unknown; readonly extra: unknown } }
  | { readonly command: { readonly match: number; readonly fields: Record<string, unknown> } }
  | { readonly binary: Uint8Array };

/** A legal action of a seat, sent over its socket (after joining again as that seat). */
export interface SocketLegal {
  readonly legal: { readonly seatSocket: number; readonly pick: number; readonly expectedSeq: 'current' | 'stale' | 'none' };
}

const KNOWN = ['match:join', 'match:leave', 'match:command', 'match:resync', 'match:auto-pass'];

/** match:command fields, valid often enough to reach the pipeline and the rules. */
const socketCommandFields = fc.record({
  commandId: fc.oneof({ weight: 5, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) }, { weight: 1, arbitrary: idPart }),
  command: gameCommand,
  expectedSeq: rarely(fc.oneof(fc.nat(300), fc.integer({ min: -3, max: -1 }), fc.double(), fc.string({ maxLength: 3 }))),
  seat: rarely(fc.oneof(fc.nat(5), fc.string({ maxLength: 2 }))),
  extra: rarely(fc.jsonValue({ maxDepth: 1 })),
});

export function socketMessage(t: Targets, sockets: number, seatSockets: number): fc.Arbitrary<SocketMessage | SocketLegal> {
  const matches = t.live.length;
  const name = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...KNOWN) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('match:update', 'server:error', 'match:JOIN', '__proto__', 'constructor', 'toString')),
    },
  );
  const matchRef = fc.oneof(fc.constantFrom(...t.live.map((m) => m.matchId), t.waiting, t.finished), fc.uuid(), weird);
  const payload: fc.Arbitrary<SocketPayload> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        json: fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record(
            { matchId: matchRef, lastSeq: rarely(fc.jsonValue({ maxDepth: 1 })), enabled: fc.jsonValue({ maxDepth: 1 }) },
            { requiredKeys: ['matchId'] },
          ),
          fc.record({ matchId: matchRef, token: hostileText, lastSeq: fc.constant(deepValue(200)) }, { requiredKeys: ['matchId'] }),
          // Own `__proto__` / `constructor` keys, as JSON.parse makes them from a client's message.
          matchRef.map((matchId) => JSON.parse(`{"matchId":${JSON.stringify(matchId)},"__proto__":{"seat":0},"constructor":{"prototype":{}}}`) as unknown),
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        join: fc.record({
          match: fc.nat(matches - 1),
          token: token(matches),
          lastSeq: rarely(fc.oneof(fc.nat(300), fc.integer({ min: -5, max: -1 }), fc.string({ maxLength: 3 }))),
          extra: rarely(fc.jsonValue({ maxDepth: 1 })),
        }),
      }),
    },
    { weight: 4, arbitrary: fc.record({ command: fc.record({ match: fc.nat(matches - 1), fields: socketCommandFields }) }) },
    { weight: 1, arbitrary: fc.record({ json: fc.string({ minLength: 17_000, maxLength: 20_000 }).map((pad) => ({ matchId: t.waiting, pad })) }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((binary) => ({ binary })) },
  );
  const socket = fc.nat(sockets - 1);
  const refPayload = fc
    .record({
      matchId: matchRef,
      lastSeq: rarely(fc.oneof(fc.nat(300), fc.jsonValue({ maxDepth: 1 }))),
      enabled: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
      extra: rarely(fc.jsonValue({ maxDepth: 1 })),
    })
    .map((json) => ({ json }));
  const withAck = fc.oneof(
    // The message names with payloads meant for them (often valid) ...
    { weight: 2, arbitrary: fc.record({ socket, name: fc.constant('match:join'), payload: payload.filter((p) => 'join' in p), ack: fc.constant(true) }) },
    { weight: 4, arbitrary: fc.record({ socket, name: fc.constant('match:command'), payload: payload.filter((p) => 'command' in p), ack: fc.constant(true) }) },
    {
      weight: 2,
      arbitrary: fc.record({ socket, name: fc.constantFrom('match:resync', 'match:leave', 'match:auto-pass'), payload: refPayload, ack: fc.constant(true) }),
    },
    // ... and any name with any payload.
    { weight: 3, arbitrary: fc.record({ socket, name, payload, ack: fc.constant(true) }) },
  );
  const legal = fc.record({
    legal: fc.record({
      seatSocket: fc.nat(seatSockets - 1),
      pick: fc.nat(),
      expectedSeq: fc.constantFrom('current' as const, 'stale' as const, 'none' as const),
    }),
  });
  // Without a callback only refusals answer (as server:error), so these are always refused:
  // a payload that is not an object, or a name that is no client message.
  const refusedWithoutAck = fc.record({
    socket: fc.nat(sockets - 1),
    name: fc.oneof(fc.constantFrom(...KNOWN), fc.constantFrom('match:nope', 'hello', '')),
    payload: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.boolean(), fc.constant(null)).map((json) => ({ json })),
    ack: fc.constant(false),
  });
  return fc.oneof({ weight: 9, arbitrary: withAck }, { weight: 2, arbitrary: legal }, { weight: 1, arbitrary: refusedWithoutAck });
}
