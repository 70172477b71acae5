import { wireSchemasUnder, type WireType } from '../http/openapi/wire-schema-refs';
import { CONTRACT_VERSION } from '../http/openapi/openapi-document';
import { ClientMessages, PROTOCOL_VERSION, ServerMessages, type ClientToServerEvents, type ServerToClientEvents } from '../realtime/protocol';
import { ReplayMessages } from '../replay/replay.gateway';
import { AccountMessages } from '../accounts/account-protocol';

/** A client message: its payload and its acknowledgement (every client message takes one). */
interface Request {
  readonly payload: WireType;
  readonly ack: WireType;
  readonly summary: string;
}

/** A server message: its payload. */
interface Push {
  readonly payload: WireType;
  readonly summary: string;
}

/** The play namespace's messages, exhaustive over the protocol's event maps. */
const PLAY_REQUESTS: { readonly [K in keyof ClientToServerEvents]: Request } = {
  [ClientMessages.join]: { payload: 'JoinRequest', ack: 'JoinAck', summary: 'Start receiving a match, as a seat (with its token) or as a spectator' },
  [ClientMessages.leave]: { payload: 'LeaveRequest', ack: 'LeaveAck', summary: 'Stop receiving a match' },
  [ClientMessages.command]: { payload: 'GameCommandRequest', ack: 'CommandAck', summary: "Send a game command as this socket's seat" },
  [ClientMessages.resync]: { payload: 'ResyncRequest', ack: 'ResyncAck', summary: 'Ask again for the events after a seq (or a full snapshot)' },
  [ClientMessages.autoPass]: {
    payload: 'AutoPassRequest',
    ack: 'AutoPassAck',
    summary: 'Let the server pass for this seat while this socket is connected (R-MATCH-3)',
  },
};

const PLAY_PUSHES: { readonly [K in keyof ServerToClientEvents]: Push } = {
  [ServerMessages.update]: { payload: 'GameUpdate', summary: 'Protocol 1: the events after the previous update and the whole viewer snapshot' },
  [ServerMessages.delta]: {
    payload: 'GameDelta',
    summary: 'Protocol 2 (asked for in match:join): the events after the previous update and a delta of the viewer snapshot against the last one sent',
  },
  [ServerMessages.presence]: { payload: 'PresenceUpdate', summary: 'Which seats have a connected socket' },
  [ServerMessages.error]: { payload: 'ProtocolError', summary: 'A refusal of a message sent without an acknowledgement callback' },
  [ServerMessages.chat]: {
    payload: 'ChatPush',
    summary: "A new chat message of a joined match that the socket's viewer may read (while live: a seat's socket player chat only, a spectator's both)",
  },
  [ServerMessages.rematch]: { payload: 'RematchState', summary: "A finished match's rematch state after an offer, an acceptance or the rematch's creation" },
  [ServerMessages.dispute]: { payload: 'MatchDispute', summary: 'A dispute opened on a joined match, or its verdict recorded' },
};

const REPLAY_REQUESTS: { readonly [K in typeof ReplayMessages.follow | typeof ReplayMessages.unfollow]: Request } = {
  [ReplayMessages.follow]: { payload: 'FollowRequest', ack: 'FollowAck', summary: "Follow a match's replay live (the spectator's view)" },
  [ReplayMessages.unfollow]: { payload: 'FollowRequest', ack: 'UnfollowAck', summary: 'Stop following' },
};

const REPLAY_PUSHES: { readonly [K in typeof ReplayMessages.step]: Push } = {
  [ReplayMessages.step]: { payload: 'ReplayResponse', summary: 'One new replay step of a followed match' },
};

const ACCOUNT_PUSHES: { readonly [K in (typeof AccountMessages)[keyof typeof AccountMessages]]: Push } = {
  [AccountMessages.notice]: {
    payload: 'AccountNotice',
    summary:
      'Something for the signed-in account (its turn, a deadline near, a match over, an invitation, a rematch offered, a seat attached), from any instance',
  },
};

interface Namespace {
  readonly channel: string;
  readonly address: string;
  readonly description: string;
  readonly requests: Readonly<Record<string, Request>>;
  readonly pushes: Readonly<Record<string, Push>>;
}

const NAMESPACES: readonly Namespace[] = [
  {
    channel: 'play',
    address: '/',
    description: 'The play namespace: join matches, send commands, receive updates and presence (docs/protocol.md).',
    requests: PLAY_REQUESTS,
    pushes: PLAY_PUSHES,
  },
  {
    channel: 'replay',
    address: '/replay',
    description: 'The live replay namespace: follow a match step by step, spectator view only (docs/replay.md).',
    requests: REPLAY_REQUESTS,
    pushes: REPLAY_PUSHES,
  },
  {
    channel: 'account',
    address: '/account',
    description:
      'The account namespace: notices for the signed-in account. The handshake is authenticated by the session cookie (connect_error NOT_SIGNED_IN without one); signing out disconnects (docs/accounts.md).',
    requests: {},
    pushes: ACCOUNT_PUSHES,
  },
];

/** `match:join` → `matchJoin`, `replay.step` → `replayStep`: names usable as AsyncAPI keys. */
function keyOf(event: string): string {
  return event.replace(/[:.-](\w)/g, (_m, c: string) => c.toUpperCase());
}

/**
 * The realtime contract as an AsyncAPI 3.0 document: each namespace a channel, each client message
 * an operation the server receives with its acknowledgement as the reply, each server message an
 * operation the server sends. Payloads are the wire schemas the OpenAPI document uses.
 */
export function buildAsyncApiDocument(): Record<string, unknown> {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const ns of NAMESPACES) {
    const channelMessages: Record<string, unknown> = {};
    const channelRef = { $ref: `#/channels/${ns.channel}` };
    const messageRef = (key: string) => ({ $ref: `#/channels/${ns.channel}/messages/${key}` });
    for (const [event, request] of Object.entries(ns.requests)) {
      const key = keyOf(event);
      messages[key] = { name: event, title: event, summary: request.summary, payload: { $ref: `#/components/schemas/${request.payload}` } };
      messages[`${key}Ack`] = { name: `${event} acknowledgement`, title: `${event} acknowledgement`, payload: { $ref: `#/components/schemas/${request.ack}` } };
      channelMessages[key] = { $ref: `#/components/messages/${key}` };
      channelMessages[`${key}Ack`] = { $ref: `#/components/messages/${key}Ack` };
      operations[key] = {
        action: 'receive',
        channel: channelRef,
        summary: request.summary,
        messages: [messageRef(key)],
        reply: { channel: channelRef, messages: [messageRef(`${key}Ack`)] },
      };
    }
    for (const [event, push] of Object.entries(ns.pushes)) {
      const key = keyOf(event);
      messages[key] = { name: event, title: event, summary: push.summary, payload: { $ref: `#/components/schemas/${push.payload}` } };
      channelMessages[key] = { $ref: `#/components/messages/${key}` };
      operations[key] = { action: 'send', channel: channelRef, summary: push.summary, messages: [messageRef(key)] };
    }
    channels[ns.channel] = { address: ns.address, description: ns.description, messages: channelMessages };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Stackbound realtime protocol',
      version: CONTRACT_VERSION,
      description:
        `socket.io v4 on the HTTP server's port (path \`/socket.io/\`), protocol version ${PROTOCOL_VERSION}. Every message is a socket.io event ` +
        'with one JSON payload; every client message takes an acknowledgement callback and gets exactly one answer, ' +
        '`{ ok: true, ...result }` or `{ ok: false, error }`. The REST contract is the OpenAPI document at `/docs-json`.',
      license: { name: 'UNLICENSED (proprietary, all rights reserved)' },
    },
    defaultContentType: 'application/json',
    servers: {
      local: { host: 'localhost:3000', protocol: 'ws', description: 'A server on its default port (PORT); socket.io over WebSocket or long-polling' },
    },
    channels,
    operations,
    components: { messages, schemas: wireSchemasUnder('#/components/schemas/') },
  };
}
