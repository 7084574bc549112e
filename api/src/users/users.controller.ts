import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  Param,
  Patch,
  Query,
} from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthUser } from '../common/auth/auth-user';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { UpdateRoleDto } from './dto/update-role.dto';
import { UserPage, UserView } from './dto/user-view.dto';
import { ACTIVE_WITHIN_DAYS, UsersService } from './users.service';
import { MessageWithData, MessageWithDataResponse } from '../common/responses/envelopes';

export const RoleUpdated = MessageWithDataResponse('RoleUpdated', UserView);
export type RoleUpdated = MessageWithData<UserView>;

@ApiTags('users')
@AdminOnly()
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Endpoint({
    operationId: 'UsersController_list',
    summary: 'List accounts',
    access: 'admin',
    errors: { 400: "'page must be a positive integer', 'active must be true when given'" },
  })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({
    name: 'active',
    required: false,
    enum: ['true'],
    description: `Only who signed in within ${ACTIVE_WITHIN_DAYS} days, the most recent sign-in first`,
  })
  @ApiOkResponse({ type: UserPage })
  list(@Query('page') page?: string, @Query('active') active?: string): Promise<UserPage> {
    if (active !== undefined && active !== 'true')
      throw new BadRequestException('active must be true when given');
    return active ? this.users.listActive(parsePage(page)) : this.users.list(parsePage(page));
  }

  @Patch(':id/role')
  @Endpoint({
    operationId: 'UsersController_setRole',
    summary: "Change an account's role",
    access: 'admin',
    errors: {
      400: "A malformed id, or a role other than 'user', 'guide' and 'admin'",
      403: "Not an admin, or the caller's own account ('You cannot change the role of your own account.')",
      404: "'User not found'",
      409: "'The last admin cannot lose the admin role.'",
    },
  })
  @ApiOkResponse({ type: RoleUpdated })
  async setRole(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateRoleDto,
    @CurrentUser() caller: AuthUser,
  ): Promise<RoleUpdated> {
    // An admin demoting themselves by a slip would lock themselves out of this very screen.
    if (caller.id === id)
      throw new ForbiddenException('You cannot change the role of your own account.');
    return { message: 'Role updated successfully', data: await this.users.setRole(id, dto.role) };
  }
}
