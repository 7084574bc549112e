import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { mailKey, MailService, utcHour } from '../mail/mail.service';
import { accountUnderAttackMail } from '../mail/templates/account-mails';
import { TOO_MANY_ATTEMPTS } from '../throttle/rate-limits';
import { LOGIN_FAILURE_WINDOW_MS, loginVerdict } from './login-throttle';
import { LoginFailure } from './schemas/login-failure.schema';

/** What a login attempt was admitted as: `slowed` means its account is under attack. */
export interface LoginAdmission {
  account: string;
  client: string;
  slowed: boolean;
}

interface Owner {
  email: string;
  username: string;
}

export const tooManyAttempts = () =>
  new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);

/** Applies the rule of login-throttle.ts with failures kept in the database (see LoginFailure). */
@Injectable()
export class LoginAttempts {
  private readonly logger = new Logger(LoginAttempts.name);

  constructor(
    @InjectModel(LoginFailure.name) private readonly failures: Model<LoginFailure>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses (429), delays, or lets the attempt go on to the password check. */
  async admit(email: string, client: string): Promise<LoginAdmission> {
    const account = email.trim().toLowerCase();
    const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    const [onAccount, fromClient] = await Promise.all([
      this.failures.countDocuments({ account, at: { $gt: since } }),
      this.failures.countDocuments({ account, client, at: { $gt: since } }),
    ]);
    const verdict = loginVerdict(
      { account: onAccount, client: fromClient },
      this.config.loginAccountRateLimit,
    );
    if (verdict.kind === 'refuse') throw tooManyAttempts();
    if (verdict.kind === 'slow') await sleep(verdict.delayMs);
    return { account, client, slowed: verdict.kind === 'slow' };
  }

  /** Counts a wrong password; the owner (when the account exists) hears once the limit is reached. */
  async failed(attempt: LoginAdmission, owner: Owner | null): Promise<void> {
    const now = new Date();
    await this.failures.create({ account: attempt.account, client: attempt.client, at: now });
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    await this.failures.deleteMany({ at: { $lte: since } });
    const total = await this.failures.countDocuments({ account: attempt.account });
    if (owner && total === this.config.loginAccountRateLimit) {
      void this.mail
        .send(accountUnderAttackMail(owner, total, this.mail.siteLink('/forgot-password')), {
          key: mailKey('login-warning', attempt.account, utcHour()),
        })
        .catch((error: unknown) =>
          this.logger.error({ err: error }, 'Account warning could not be sent'),
        );
    }
  }

  /** A right password clears this client's failures on the account (others' still count). */
  async succeeded(attempt: LoginAdmission): Promise<void> {
    await this.failures.deleteMany({ account: attempt.account, client: attempt.client });
  }
}
