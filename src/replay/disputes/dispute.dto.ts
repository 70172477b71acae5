import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';

/** Longest claim or verdict note (characters): a paragraph or two, not a document. */
export const MAX_DISPUTE_TEXT = 2000;

/** POST /matches/{matchId}/disputes: the disputed step and the seat's claim. */
export class OpenDisputeDto {
  @ApiProperty({ minimum: 1, description: "The disputed step, by its event's seq (as the dispute page lists it)" })
  @IsInt()
  @Min(1)
  seq!: number;

  @ApiProperty({ minLength: 1, maxLength: MAX_DISPUTE_TEXT, description: 'What the seat says was wrong, in its words' })
  @IsString()
  @MaxLength(MAX_DISPUTE_TEXT)
  @Matches(/\S/, { message: 'claim must say something' })
  claim!: string;
}

/** POST /matches/{matchId}/disputes/{disputeId}/verdict: the reviewer's decision and why. */
export class VerdictDto {
  @ApiProperty({ enum: ['upheld', 'rejected'], description: '`upheld`: the claim is right; `rejected`: the step stands' })
  @IsIn(['upheld', 'rejected'])
  verdict!: 'upheld' | 'rejected';

  @ApiProperty({ minLength: 1, maxLength: MAX_DISPUTE_TEXT, description: 'Why, in words the players will read' })
  @IsString()
  @MaxLength(MAX_DISPUTE_TEXT)
  @Matches(/\S/, { message: 'note must say something' })
  note!: string;
}

/** PUT /reviewers/{username}: grant or withdraw the reviewer role. */
export class ReviewerRoleDto {
  @ApiProperty({ description: 'true grants the reviewer role, false withdraws it' })
  @IsBoolean()
  reviewer!: boolean;
}
