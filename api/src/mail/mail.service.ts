import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const HOUR = 3_600_000;
/** Addresses remembered at most; past it the oldest windows go first, so a flood of addresses stays bounded. */
const MAX_TRACKED = 50_000;

/** Counts sends per address in fixed one-hour windows, in this instance's memory. */
export class RecipientBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more send to `address` fits in `limit`; counts it when it does. */
  take(address: string, limit: number): boolean {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(address);
      window = { start: now, count: 0 };
      this.windows.set(address, window);
      for (const [oldest] of this.windows) {
        if (this.windows.size <= MAX_TRACKED) break;
        this.windows.delete(oldest);
      }
    }
    if (window.count >= limit) return false;
    window.count++;
    return true;
  }
}

/** How a mail is sent. */
export interface SendOptions {
  /**
   * The mail is the only way its reader learns of something they asked for and must act on (a waitlist
   * entry, an offer of seats that lapses, a claimed booking): it is sent whatever the recipient's budget.
   * Only mails each bounded by their own request (one waitlist entry per address and tour time, at most
   * one offer per entry) may say so.
   */
  essential?: boolean;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends through SMTP_URL; without it, mails go to the log with their links so a local user can still
 * verify an account. A failed send is logged, never surfaced: the caller's action already succeeded.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | undefined;
  private readonly recipients = new RecipientBudget(HOUR);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  async send(mail: Mail, options: SendOptions = {}): Promise<void> {
    // Bookings and contact messages mail whatever address they are given: a budget per address keeps the
    // site from being used to flood someone's mailbox. The caller's action still succeeds. Essential mails
    // still count against the budget, so a flood of other mails behind them is held back all the same.
    const withinBudget = this.recipients.take(
      mail.to.trim().toLowerCase(),
      this.config.mailsPerRecipientPerHour,
    );
    if (!withinBudget && !options.essential) {
      this.logger.warn(
        { mail: { to: mail.to, subject: mail.subject } },
        'Mail skipped: too many to this address this hour',
      );
      return;
    }
    if (!this.transport) {
      this.logger.log(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'Mail (SMTP_URL unset, not sent)',
      );
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    } catch (error) {
      this.logger.error(
        { to: mail.to, subject: mail.subject, err: error },
        'Mail could not be sent',
      );
    }
  }

  /** A link into the site (the first WEB_ORIGIN). */
  siteLink(path: string): string {
    return `${this.config.webOrigins[0]}${path}`;
  }
}
