/**
 * What other modules may use of realtime: the socket protocol every namespace shares (the
 * acknowledgement shape, payload validation, the message types), so the replay namespace answers
 * exactly like the play namespace.
 */
export { ProtocolLimits, type Ack } from './protocol';
export { acknowledge, refusal } from './socket-ack';
export { socketGuard } from './socket-guard';
export { allOf, ClientBudgets } from './message-budget';
export { TokenBucket } from './token-bucket';
export { validatePayload } from './validate-payload';
export { RealtimeModule } from './realtime.module';
export { MatchRoomSender } from './match-room-sender.service';
