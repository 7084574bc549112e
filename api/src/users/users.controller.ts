import { Body, Controller, ForbiddenException, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthUser } from '../common/auth/auth-user';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { UpdateRoleDto } from './dto/update-role.dto';
import { UserPage, UserView } from './dto/user-view.dto';
import { UsersService } from './users.service';
import { MessageWithData, MessageWithDataResponse } from '../common/responses/envelopes';

export const RoleUpdated = MessageWithDataResponse('RoleUpdated', UserView);
export type RoleUpdated = MessageWithData<UserView>;

@ApiTags('users')
@AdminOnly()
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: UserPage })
  list(@Query('page') page?: string): Promise<UserPage> {
    return this.users.list(parsePage(page));
  }

  @Patch(':id/role')
  @ApiOkResponse({ type: RoleUpdated })
  @ApiForbiddenResponse({ description: "Not an admin, or the caller's own account" })
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
