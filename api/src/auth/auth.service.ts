import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import { JwtService } from '@nestjs/jwt';
import { MailService } from '../mail/mail.service';
import { resetPasswordMail, verifyEmailMail } from '../mail/templates/account-mails';
import { UserView } from '../users/dto/user-view.dto';
import { emailTaken, UsersService } from '../users/users.service';
import { LoginDto, LoginResponse, RegisterDto } from './dto/auth.dto';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';

export const REGISTERED = 'Registration successful! Please check your email to verify.';
export const RESET_LINK_SENT =
  'If an account exists for this email, a password reset link has been sent.';
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

export interface JwtPayload {
  sub: string;
  role: string;
  /** The account's tokenVersion when the token was issued; absent in tokens from before it existed. */
  ver?: number;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: OneTimeTokensService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
  ) {}

  async register(dto: RegisterDto): Promise<string> {
    if (await this.users.exists(dto.email)) throw emailTaken();
    const user = await this.users.create({
      username: dto.username,
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
    });
    const token = await this.tokens.issue(user._id, 'verify-email');
    const link = this.mail.siteLink(`/verify-email?token=${token}`);
    await this.mail.send(verifyEmailMail(user, link));
    return REGISTERED;
  }

  async login(dto: LoginDto): Promise<LoginResponse> {
    const user = await this.users.findForLogin(dto.email);
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) throw new UnauthorizedException('Invalid email or password');
    if (!user.emailVerified)
      throw new ForbiddenException('Please verify your email before logging in.');
    const payload: JwtPayload = {
      sub: user._id.toString(),
      role: user.role,
      ver: user.tokenVersion ?? 0,
    };
    return {
      token: await this.jwt.signAsync(payload),
      user: {
        _id: user._id.toString(),
        username: user.username,
        email: user.email,
        role: user.role,
      },
    };
  }

  async verifyEmail(token: string | undefined): Promise<string> {
    if (!token) throw new BadRequestException('No token provided');
    const userId = await this.tokens.consume(token, 'verify-email');
    if (!userId) throw new BadRequestException(INVALID_LINK);
    await this.users.markVerified(userId.toString());
    return 'Email verified successfully!';
  }

  /**
   * Answers after the same single lookup whether or not the account exists: the token and the mail follow
   * in the background, so the time taken does not tell who has an account.
   */
  async forgotPassword(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (user) {
      void this.sendResetLink(user).catch((error: unknown) =>
        this.logger.error({ err: error }, 'Password reset link could not be sent'),
      );
    }
    return RESET_LINK_SENT;
  }

  private async sendResetLink(user: {
    _id: Types.ObjectId;
    email: string;
    username: string;
  }): Promise<void> {
    const token = await this.tokens.issue(user._id, 'reset-password');
    const link = this.mail.siteLink(`/reset-password?token=${token}`);
    await this.mail.send(resetPasswordMail(user, link));
  }

  async resetPassword(token: string, password: string): Promise<string> {
    const userId = await this.tokens.consume(token, 'reset-password');
    if (!userId) throw new BadRequestException(INVALID_LINK);
    await this.users.setPasswordHash(userId.toString(), await this.hasher.hash(password));
    // Receiving the reset link proves the mailbox, so an unverified account becomes verified too.
    await this.users.markVerified(userId.toString());
    return 'Your password has been reset. You can now log in.';
  }

  async me(id: string): Promise<UserView> {
    const user = await this.users.findById(id);
    if (!user) throw new UnauthorizedException('Please log in to continue.');
    return UserView.of(user);
  }
}
