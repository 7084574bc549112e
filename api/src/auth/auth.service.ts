import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import { JwtService } from '@nestjs/jwt';
import { linkId, mailKey, MailService, utcHour } from '../mail/mail.service';
import {
  accountExistsMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../mail/templates/account-mails';
import { UserView } from '../users/dto/user-view.dto';
import { UsersService } from '../users/users.service';
import { UserDocument } from '../users/schemas/user.schema';
import { LoginDto, LoginResponse, RegisterDto } from './dto/auth.dto';
import { LoginAttempts, tooManyAttempts } from './login-attempts.service';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';
import { Role } from '../common/auth/auth-user';
import { currentLanguage } from '../common/i18n/language-context';

export const REGISTERED = 'Registration successful! Please check your email to verify.';
export const VERIFICATION_RESENT =
  'If an account for this email still needs verifying, a new verification link has been sent.';
export const RESET_LINK_SENT =
  'If an account exists for this email, a password reset link has been sent.';
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
/** A used link's token is gone, so used and expired read the same. */
export const RESET_LINK_USED =
  'This link was already used or has expired. Please request a new one.';

export interface JwtPayload {
  sub: string;
  role: Role;
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
    private readonly attempts: LoginAttempts,
  ) {}

  /**
   * Answers alike, in text and time, whether or not the address already has an account: both paths hash the
   * password and leave the mail to the background. The owner of an existing account is mailed instead (a new
   * verification link while it is unverified, else a note that they already have an account). An address
   * that only looks like a taken one counts as taken, and the account it imitates is the one mailed: its
   * owner learns of the attempt, and the look-alike's sender gets nothing to use.
   */
  async register(dto: RegisterDto): Promise<string> {
    const existing = await this.users.findByEmailOrLookAlike(dto.email);
    const passwordHash = await this.hasher.hash(dto.password);
    if (existing) {
      this.background(
        existing.emailVerified
          ? this.mail.send(
              accountExistsMail(
                existing,
                this.mail.siteLink('/login'),
                this.mail.siteLink('/forgot-password'),
              ),
              // One notice an hour at most, however often the address is registered again.
              { key: mailKey('account-exists', String(existing._id), utcHour()) },
            )
          : this.sendVerificationLink(existing),
        'Registration notice could not be sent',
      );
      return REGISTERED;
    }
    let user: UserDocument;
    try {
      user = await this.users.create({
        username: dto.username,
        email: dto.email,
        passwordHash,
        lang: currentLanguage(),
      });
    } catch (error) {
      // Two registrations of one address racing: the loser answers as if it had registered.
      if (error instanceof ConflictException) return REGISTERED;
      throw error;
    }
    this.background(this.sendVerificationLink(user), 'Verification link could not be sent');
    return REGISTERED;
  }

  /** Answers alike whether or not the address has an account that still needs verifying. */
  async resendVerification(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified) {
      this.background(this.sendVerificationLink(user), 'Verification link could not be sent');
    }
    return VERIFICATION_RESENT;
  }

  private async sendVerificationLink(user: UserDocument): Promise<void> {
    const token = await this.tokens.issue(user._id, 'verify-email');
    await this.mail.send(
      verifyEmailMail(user, this.mail.siteLink(`/verify-email?token=${token}`)),
      {
        key: mailKey('verify-email', String(user._id), linkId(token)),
      },
    );
  }

  private background(work: Promise<void>, failure: string): void {
    void work.catch((error: unknown) => this.logger.error({ err: error }, failure));
  }

  /** `client` is the caller's address: failures count per account and client (see login-throttle.ts). */
  async login(dto: LoginDto, client: string): Promise<LoginResponse> {
    const attempt = await this.attempts.admit(dto.email, client);
    const user = await this.users.findForLogin(dto.email);
    const valid = await this.hasher.verify(user?.passwordHash, dto.password);
    if (!user || !valid) {
      await this.attempts.failed(attempt, user);
      // On an account under attack a wrong guess reads like a refusal: it tells the guesser nothing.
      if (attempt.slowed) throw tooManyAttempts();
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.attempts.succeeded(attempt);
    if (!user.emailVerified)
      throw new ForbiddenException('Please verify your email before logging in.');
    await this.users.recordSignIn(user._id.toString());
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
      this.background(this.sendResetLink(user), 'Password reset link could not be sent');
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
    await this.mail.send(resetPasswordMail(user, link), {
      key: mailKey('reset-password', String(user._id), linkId(token)),
    });
  }

  /** Said when the reset page opens, so a used link does not show the form again. */
  async checkResetLink(token: string): Promise<string> {
    if (!(await this.tokens.isUsable(token, 'reset-password')))
      throw new BadRequestException(RESET_LINK_USED);
    return 'Choose a new password.';
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
