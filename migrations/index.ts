import { EventStore1763780000000 } from './1763780000000-EventStore';
import { LobbyProjection1763780000001 } from './1763780000001-LobbyProjection';

/** Every migration, in order. Listed explicitly so that the same list works compiled and in tests. */
export const migrations = [EventStore1763780000000, LobbyProjection1763780000001];
