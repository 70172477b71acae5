/**
 * Every type the server sends or takes on the wire, named once for the contract documents. The
 * definitions are the services' own return types and the socket protocol's types; the JSON Schemas
 * in `wire-schemas.json` are generated from this file (`npm run contract:generate`), and the OpenAPI
 * and AsyncAPI documents reference those schemas, so no wire type is written twice.
 */
import type { CommandResult } from '../matches';
import type {
  Ack,
  AutoPassResult,
  CommandAccepted,
  CommandRequest,
  JoinResult,
  LeaveResult,
  MatchDelta,
  MatchUpdate,
  ResyncResult,
} from '../realtime/protocol';
import type { FollowAck, UnfollowAck } from '../replay/replay.gateway';

export type { GameInfo } from '../game-registry/game-info';
export type { CatalogCard } from '../engine/game-definition';
export type { CreatedMatch, JoinedSeat, MatchSummary, MatchView } from '../matches';
export type { LobbyEntry } from '../projections/lobby-reader.service';
export type { ReplayResponse } from '../replay/replay.service';
export type { AuditReport } from '../replay/core/audit';
export type { DisputeLog, StepWhy } from '../replay/core/dispute';
export type { DiceProofs } from '../replay/core/dice';
export type { ImportResult } from '../replay/import.service';
export type { SandboxCreated } from '../replay/sandbox/sandbox.service';
export type { MatchDispute } from '../replay/core/dispute-record';
export type { MatchDisputes, OpenDisputes } from '../replay/disputes/dispute-workflow.service';
export type { ReviewerRole } from '../accounts/account-roles.service';
export type { Liveness, ReadinessAnswer } from '../health/health.controller';
import type { HealthCheckResult } from '@nestjs/terminus';
/** `GET /health`: terminus's report of the database check. */
export type HealthReport = HealthCheckResult;
export type { ApiErrorBody } from '../http/api-exception.filter';
export type { SignedIn } from '../accounts/session-starter.service';
export type { PasskeyAdded, PasskeyOptions } from '../accounts/passkeys/passkey-wire';
export type { OidcIdentityLinks, OidcLinkStarted, SignInProviders } from '../accounts/oidc/oidc-wire';
export type { AccountInfo } from '../accounts/accounts.service';
export type { OwnedSeat } from '../accounts/account-seats.service';
export type { AccountNotice } from '../accounts/account-protocol';
export type { PushPublicKey } from '../social/notifications/notifications-wire';
export type { NotificationSettings, PushPayload } from '../social/notifications/push-kinds';
export type { MyMatch } from '../accounts/my-matches';
export type { PlayerProfile } from '../social/ratings/profile.service';
export type { ChatMessage } from '../social/chat/chat-message';
export type { Invitation, InvitationInfo, UnlistedMatch } from '../social/invitations/invitations.service';
export type { RematchState } from '../social/rematch/rematch-state';
/** The server's own events around a game's (`match.created`, `seat.claimed`, `match.ended`), in every event list. */
export type { FramingEvent } from '../match-domain/framing';

/** A command the match took (REST); a refusal is answered as an error. */
export type AcceptedCommand = Extract<CommandResult, { status: 'accepted' }>;

// The socket protocol: requests, acknowledgements and server messages of both namespaces.
export type { AutoPassRequest, ChatPush, JoinRequest, LeaveRequest, PresenceUpdate, ProtocolError, ResyncRequest } from '../realtime/protocol';
// Generic types are named through an alias (the generator needs a non-generic root).
export type GameCommandRequest = CommandRequest;
export type GameUpdate = MatchUpdate;
export type GameDelta = MatchDelta;
export type { FollowRequest } from '../replay/dto/follow.dto';
export type JoinAck = Ack<JoinResult>;
export type LeaveAck = Ack<LeaveResult>;
export type CommandAck = Ack<CommandAccepted>;
export type ResyncAck = Ack<ResyncResult>;
export type AutoPassAck = Ack<AutoPassResult>;
export type { FollowAck, UnfollowAck };
