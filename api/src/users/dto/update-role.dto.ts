import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Role, ROLES } from '../../common/decorators/roles.decorator';

export class UpdateRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: "Role must be 'admin' or 'user'" })
  role: Role;
}
