import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthUser } from '../common/auth/auth-user';
import { AuthRateLimit, LoginRateLimit } from '../throttle/auth-throttle';
import { UserView } from '../users/dto/user-view.dto';
import { AuthService } from './auth.service';
import {
  ForgotPasswordDto,
  LoginDto,
  LoginResponse,
  MessageResponse,
  RegisterDto,
  ResetLinkDto,
  ResetPasswordDto,
} from './dto/auth.dto';

// Paths keep the spec's shape: /auth/* without the /api prefix, except verify-email.
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Endpoint({
    operationId: 'AuthController_register',
    summary: 'Register an account',
    description: 'Mails a link that verifies the email; signing in waits for it.',
    access: 'public',
    errors: {
      400: 'A field fails its rule: the first message in the order of the registration form',
      409: "'An account with this email already exists.'",
    },
  })
  @AuthRateLimit()
  @Post('auth/register')
  @ApiCreatedResponse({ type: MessageResponse })
  async register(@Body() dto: RegisterDto): Promise<MessageResponse> {
    return { message: await this.auth.register(dto) };
  }

  @Endpoint({
    operationId: 'AuthController_login',
    summary: 'Sign in',
    description:
      'Answers the bearer token the signed-in and admin operations need, and the account.',
    access: 'public',
    errors: {
      400: "'Please fill in all fields'",
      401: "'Invalid email or password'",
      403: "'Please verify your email before logging in.'",
    },
  })
  @LoginRateLimit()
  @Post('auth/login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponse })
  login(@Body() dto: LoginDto, @Ip() client: string): Promise<LoginResponse> {
    // Failures count per client, an IPv6 client by its /64 (one subscriber's whole network).
    return this.auth.login(dto, normalizeIp(client));
  }

  @Endpoint({
    operationId: 'AuthController_verifyEmail',
    summary: 'Verify an email address',
    description: 'The link of the registration mail: its single-use token, valid for 24 hours.',
    access: 'public',
    errors: { 400: "'No token provided', or a token that is unknown, used or expired" },
  })
  @Get('api/auth/verify-email')
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ type: MessageResponse })
  async verifyEmail(@Query('token') token?: unknown): Promise<MessageResponse> {
    return { message: await this.auth.verifyEmail(typeof token === 'string' ? token : undefined) };
  }

  @Endpoint({
    operationId: 'AuthController_resendVerification',
    summary: 'Send the verification mail again',
    description:
      'Answers alike whether or not the address has an account that still needs verifying (the mail goes out in the background).',
    access: 'public',
    errors: { 400: 'An email address that is missing or malformed' },
  })
  @AuthRateLimit()
  @Post('auth/resend-verification')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resendVerification(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return { message: await this.auth.resendVerification(dto.email) };
  }

  @Endpoint({
    operationId: 'AuthController_forgotPassword',
    summary: 'Ask for a password reset link',
    description:
      'Answers the same message whether or not an account has this email; mails the link when one does.',
    access: 'public',
    errors: { 400: 'An email address that is missing or malformed' },
  })
  @AuthRateLimit()
  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return { message: await this.auth.forgotPassword(dto.email) };
  }

  @Endpoint({
    operationId: 'AuthController_checkResetLink',
    summary: 'Whether a reset link can still be used',
    description: 'Asked when the reset page opens, without using the token.',
    access: 'public',
    errors: { 400: 'A token that is unknown, used or expired' },
  })
  @AuthRateLimit()
  @Post('auth/reset-password/check')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async checkResetLink(@Body() dto: ResetLinkDto): Promise<MessageResponse> {
    return { message: await this.auth.checkResetLink(dto.token) };
  }

  @Endpoint({
    operationId: 'AuthController_resetPassword',
    summary: 'Set a new password',
    description: 'The link of the reset mail: its single-use token, valid for 1 hour.',
    access: 'public',
    errors: {
      400: 'A password that fails the registration rules, or a token that is unknown, used or expired',
    },
  })
  @AuthRateLimit()
  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return { message: await this.auth.resetPassword(dto.token, dto.password) };
  }

  @Endpoint({
    operationId: 'AuthController_me',
    summary: 'The signed-in account',
    access: 'signed-in',
  })
  @Get('auth/me')
  @ApiOkResponse({ type: UserView })
  me(@CurrentUser() user: AuthUser): Promise<UserView> {
    return this.auth.me(user.id);
  }
}
