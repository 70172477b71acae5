/**
 * The public surface of the matches module: what the other server modules may use. Everything
 * else in this folder is its own business (see the module map in docs/architecture.md).
 */
export { ArrivalBoard } from './arrival-board.service';
export { CommandPipeline, type CommandResult, type SubmitCommand } from './command-pipeline.service';
export { MatchLifecycle, type CreatedMatch, type JoinedSeat } from './match-lifecycle.service';
export { CreateMatchDto } from './dto/create-match.dto';
export { JoinSeatDto } from './dto/join-seat.dto';
export { SeatClaimRoute } from './seat-claim-route';
export { newSeatToken } from './seat-tokens';
export { MatchAppendedHub, type MatchAppended } from './match-appended';
export { MatchChanges, type MatchChange } from './match-changes';
export { MatchLoader, type LoadedMatch } from './match-loader.service';
export { MatchesModule } from './matches.module';
export { MatchIdPipe, SeatPipe } from './params';
export { Randomness, RandomnessModule } from './randomness';
export type { MatchSummary, MatchView } from './match-queries.service';
export { SeatAuth } from './seat-auth.service';
export { SEAT_CLAIM_ROUTE } from './seat-claim-route';
export { bearerToken, hashSeatToken } from './seat-tokens';
