import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export class PushKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key (base64url)" })
  @IsString()
  @Matches(BASE64URL)
  @MaxLength(200)
  p256dh!: string;

  @ApiProperty({ description: 'The authentication secret (base64url)' })
  @IsString()
  @Matches(BASE64URL)
  @MaxLength(100)
  auth!: string;
}

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export class PushSubscriptionDto {
  @ApiProperty({ example: 'https://push.example.net/send/abc' })
  @IsUrl({ protocols: ['https', 'http'], require_tld: false, require_protocol: true })
  @MaxLength(2000)
  endpoint!: string;

  @ApiProperty({ type: PushKeysDto })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

export class PushEndpointDto {
  @ApiProperty()
  @IsString()
  @MaxLength(2000)
  endpoint!: string;
}

/** What the account wants sent by push. */
export class NotificationSettingsDto {
  @ApiProperty({ description: 'Your turn in a correspondence match' })
  @IsBoolean()
  turn!: boolean;

  @ApiProperty({ description: 'The deadline of your turn is near (80 % of it passed)' })
  @IsBoolean()
  deadlineNear!: boolean;

  @ApiProperty({ description: 'A correspondence match of yours is over' })
  @IsBoolean()
  matchOver!: boolean;

  @ApiPropertyOptional({ description: 'An invitation addressed to you (left out: unchanged)' })
  @IsOptional()
  @IsBoolean()
  invited?: boolean;

  @ApiPropertyOptional({ description: 'Another seat offers a rematch of a correspondence match (left out: unchanged)' })
  @IsOptional()
  @IsBoolean()
  rematchOffered?: boolean;
}
