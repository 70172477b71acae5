/** What other modules may use of the projections: the module, the lobby reader and its projector. */
export { LobbyProjector } from './lobby-projector.service';
export { LobbyReader, type LobbyEntry, type LobbyFilter, type LobbyKind } from './lobby-reader.service';
export { ProjectionsModule } from './projections.module';
