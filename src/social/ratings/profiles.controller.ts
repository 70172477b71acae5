import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { Profiles, type PlayerProfile } from './profile.service';

/** Public profiles: anybody may read a player's ratings and rated matches. */
@ApiTags('accounts')
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: Profiles) {}

  @Get('players/:username')
  @ApiOperation({
    summary: "A player's profile: Glicko-2 rating per game with its history, rated matches played and won, recent rated matches",
    operationId: 'getProfile',
  })
  @ApiAnswer(200, 'PlayerProfile', 'The profile')
  @ApiRefusals('UNKNOWN_PLAYER')
  profile(@Param('username') username: string): Promise<PlayerProfile> {
    return this.profiles.of(username);
  }
}
