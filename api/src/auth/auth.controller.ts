import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthUser } from '../common/auth/auth-user';
import { Public } from '../common/decorators/public.decorator';
import { AuthRateLimit, LoginRateLimit } from '../throttle/auth-throttle';
import { UserView } from '../users/dto/user-view.dto';
import { AuthService } from './auth.service';
import {
  ForgotPasswordDto,
  LoginDto,
  LoginResponse,
  MessageResponse,
  RegisterDto,
  ResetPasswordDto,
} from './dto/auth.dto';

// Paths keep the spec's shape: /auth/* without the /api prefix, except verify-email.
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @AuthRateLimit()
  @Post('auth/register')
  @ApiCreatedResponse({ type: MessageResponse })
  async register(@Body() dto: RegisterDto): Promise<MessageResponse> {
    return { message: await this.auth.register(dto) };
  }

  @Public()
  @LoginRateLimit()
  @Post('auth/login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponse })
  login(@Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.login(dto);
  }

  @Public()
  @Get('api/auth/verify-email')
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ type: MessageResponse })
  async verifyEmail(@Query('token') token?: unknown): Promise<MessageResponse> {
    return { message: await this.auth.verifyEmail(typeof token === 'string' ? token : undefined) };
  }

  @Public()
  @AuthRateLimit()
  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return { message: await this.auth.forgotPassword(dto.email) };
  }

  @Public()
  @AuthRateLimit()
  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return { message: await this.auth.resetPassword(dto.token, dto.password) };
  }

  @ApiBearerAuth()
  @Get('auth/me')
  @ApiOkResponse({ type: UserView })
  me(@CurrentUser() user: AuthUser): Promise<UserView> {
    return this.auth.me(user.id);
  }
}
