import { IsInt, IsObject, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { ProtocolLimits, type CommandRequest, type GameMessage } from '../protocol';
import type { AssertTrue, SameShape } from '../../common/same-shape';

export class CommandDto implements CommandRequest {
  @IsUUID()
  matchId!: string;

  // No ':' allowed: the server's own ids (`auto:<reason>:<seq>:<seat>`) can
  // never be pre-claimed by a client to block its own deadline (R-MATCH-1).
  @Matches(new RegExp(ProtocolLimits.commandIdPattern), { message: 'commandId must be 1 to 64 characters of A-Z a-z 0-9 _ -' })
  commandId!: string;

  /** Shape only; the game's `parseCommand` validates the content. */
  @IsObject()
  command!: GameMessage;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  expectedSeq?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(64)
  seat?: number;
}

// The DTO is the protocol's type both ways (SameShape): a field added to either one fails to compile.
export type CommandDtoIsProtocol = AssertTrue<SameShape<CommandDto, CommandRequest>>;
