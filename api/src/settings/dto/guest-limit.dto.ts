import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, Max, Min } from 'class-validator';

export const MAX_GUEST_LIMIT = 100;

export class UpdateGuestLimitDto {
  @ApiProperty({ minimum: 1, maximum: MAX_GUEST_LIMIT, example: 4 })
  @IsDefined({ message: 'Please enter a guest limit' })
  @IsInt({ message: 'The guest limit must be a whole number of at least 1' })
  @Min(1, { message: 'The guest limit must be a whole number of at least 1' })
  @Max(MAX_GUEST_LIMIT, { message: `The guest limit can be at most ${MAX_GUEST_LIMIT}` })
  maxGuestLimit: number;
}

export class GuestLimit {
  maxGuestLimit: number;
  /** True while no admin has set a limit: the admin screen then says 'set' rather than 'updated'. */
  isDefault: boolean;
}

export class GuestLimitUpdated {
  message: string;
  maxGuestLimit: number;
}
