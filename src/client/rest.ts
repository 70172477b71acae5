/**
 * The REST API's bodies as TypeScript types, named. They are the schemas of docs/openapi.json as
 * openapi-typescript generates them (generated/openapi.ts, rewritten by `npm run contract:update`
 * and compared by test/contract/generated-client.test.ts), so a client (the web client, a third
 * party's) holds the same shapes the conformance tests check every answer against, never a copy.
 */
import type { components } from './generated/openapi';

type Schemas = components['schemas'];

/** `GET /games`: one hosted game. */
export type GameInfo = Schemas['GameInfo'];
/** `GET /games/:gameId/cards`: one card of the game's catalog. */
export type CatalogCard = Schemas['CatalogCard'];
/** `GET /matches`: one match of the lobby. */
export type LobbyEntry = Schemas['LobbyEntry'];
/** One seat of a lobby entry. */
export type LobbySeat = Schemas['LobbySeat'];
/** `POST /matches`: the body. */
export type CreateMatchRequest = Schemas['CreateMatchDto'];
/** A `CreateMatchRequest`'s deadlines. */
export type DeadlinesRequest = Schemas['DeadlinesDto'];
/** `POST /matches`: the created match. */
export type CreatedMatch = Schemas['CreatedMatch'];
/** `POST /matches/:matchId/seats/:seat`: the seat and its token (shown once). */
export type JoinedSeat = Schemas['JoinedSeat'];
/** `GET /matches/:matchId`: the match's summary. */
export type MatchSummary = Schemas['MatchSummary'];
/** `GET /matches/:matchId/replay`: one step of the replay, per game. */
export type ReplayStep = Schemas['ReplayResponse'];
/** A replay step's links to the steps around it. */
export type ReplayNavigation = Schemas['Navigation'];
/** `GET /matches/:matchId/audit`: the audit report. */
export type AuditReport = Schemas['AuditReport'];
/** `POST /matches/import`: the imported match and its audit. */
export type ImportResult = Schemas['ImportResult'];
/** Every refusal: status, code, rule and message. */
export type ApiErrorBody = Schemas['ApiErrorBody'];
/** `POST /accounts`, `POST /sessions`, `GET /me`: the signed-in account and its CSRF token. */
export type SignedIn = Schemas['SignedIn'];
/** `GET /auth/providers`: the operator's OpenID Connect provider, or null. */
export type SignInProviders = Schemas['SignInProviders'];
/** `POST /me/oidc/link`: where to send the browser to link an identity. */
export type OidcLinkStarted = Schemas['OidcLinkStarted'];
/** `GET /me/oidc`: the provider identities linked to the signed-in account. */
export type OidcIdentityLinks = Schemas['OidcIdentityLinks'];
/** `GET /me/matches`: one match of the signed-in account. */
export type MyMatch = Schemas['MyMatch'];
/** `GET /players/:username`: a player's public profile. */
export type PlayerProfile = Schemas['PlayerProfile'];
/** `GET`/`PUT /me/notification-settings`: what the account is sent by push, per kind. */
export type NotificationSettings = Schemas['NotificationSettings'];
/** `GET /matches/:matchId/dispute`: a page of described steps with turn, seat, kind and cause. */
export type DisputeLog = Schemas['DisputeLog'];
/** One described step of the dispute log. */
export type DisputeStep = Schemas['DisputeStep'];
/** `GET /matches/:matchId/dispute/steps/:seq`: why a step was legal. */
export type StepWhy = Schemas['StepWhy'];
/** `GET /matches/:matchId/dispute/dice`: the seed, its commitment and each die's derivation. */
export type DiceProofs = Schemas['DiceProofs'];
/** One die's derivation (a `DiceProofs` entry). */
export type RollProof = Schemas['RollProof'];
/** One deck order's derivation (a `DiceProofs` `shuffles` entry). */
export type ShuffleProof = Schemas['ShuffleProof'];
/** `POST /matches/:matchId/sandbox`: a sandbox branched from a step, with the creator's seat tokens. */
export type SandboxCreated = Schemas['SandboxCreated'];
/** A dispute and its verdict (docs/disputes.md). */
export type MatchDispute = Schemas['MatchDispute'];
/** `GET /matches/:matchId/disputes`: every dispute of a match with its verdict. */
export type MatchDisputes = Schemas['MatchDisputes'];
/** `GET /disputes/open` (a reviewer): the oldest open disputes, each with what it is decided from. */
export type OpenDisputes = Schemas['OpenDisputes'];
/** An open dispute with the step's reasons, its dice and the match's audit. */
export type DisputeForReview = Schemas['DisputeForReview'];
/** `POST /matches/unlisted`: the match and one invitation per seat no bot plays (docs/social.md). */
export type UnlistedMatch = Schemas['UnlistedMatch'];
/** One seat's invitation: its token (shown once) and the page that opens it. */
export type Invitation = Schemas['Invitation'];
/** `GET /invitations/:token`: the match and seat an invitation is for, and whether it was used. */
export type InvitationInfo = Schemas['InvitationInfo'];
/** `GET /matches/:matchId/rematch`: who accepted a rematch, the rematch and the match this one is the rematch of. */
export type RematchState = Schemas['RematchState'];
/** `GET /matches/:matchId/chat`: one message of player or spectator chat. */
export type ChatMessage = Schemas['ChatMessage'];
