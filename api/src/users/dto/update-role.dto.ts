import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Role, ROLES } from '../../common/auth/auth-user';

export class UpdateRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: "Role must be 'admin', 'guide' or 'user'" })
  role: Role;
}
