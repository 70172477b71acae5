import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { AUTO_PASS_MODES, type AutoPassMode, type AutoPassStop } from '../../engine/auto-pass-stop';
import type { AssertTrue, SameShape } from '../../common/same-shape';

/** A priority stop in `match:join` and `match:auto-pass` (R-MATCH-3, src/engine/auto-pass-stop.ts). */
export class AutoPassStopDto implements AutoPassStop {
  @IsIn(AUTO_PASS_MODES)
  mode!: AutoPassMode;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  turn?: number;
}

// The DTO is the protocol's type both ways (SameShape): a field added to either one fails to compile.
export type AutoPassStopDtoIsProtocol = AssertTrue<SameShape<AutoPassStopDto, AutoPassStop>>;
