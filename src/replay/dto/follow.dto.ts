import { IsIn, IsOptional, IsUUID } from 'class-validator';
import type { StepUnit } from '../core/steps';
import type { AssertTrue, SameShape } from '../../common/same-shape';

/** `replay.follow` / `replay.unfollow`: the match to follow and the step unit (default `action`). */
export interface FollowRequest {
  readonly matchId: string;
  readonly unit?: StepUnit;
}

/**
 * `replay.follow` / `replay.unfollow` payload. The live follow shows the spectator's view only, so
 * it takes no viewer and no token: sending either is refused like any unknown field.
 */
export class FollowDto implements FollowRequest {
  @IsUUID()
  matchId!: string;

  @IsOptional()
  @IsIn(['action', 'event'])
  unit?: StepUnit;
}

// The DTO is the protocol's type both ways (SameShape): a field added to either one fails to compile.
export type FollowDtoIsProtocol = AssertTrue<SameShape<FollowDto, FollowRequest>>;
