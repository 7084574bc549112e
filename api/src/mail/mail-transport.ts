import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Lang } from '../common/i18n/languages';

/** What goes out: the rendered mail, without the outbox's bookkeeping. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language it is written in (the recipient's remembered one); absent: English. */
  lang?: Lang;
}

/** Mails the outbox worker has in flight at once; the SMTP transport pools as many connections. */
export const CONCURRENCY = 5;

/** An SMTP wait this long (connecting, greeting, a silent socket) is a failed attempt, retried later. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Hands one mail to SMTP_URL; without it, writes the mail (links included) to the log, so a local user can
 * still verify an account. Throws when the server refuses or cannot be reached: the outbox retries.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          // Connections are reused across mails: the outbox sends in bursts (a whole tour time cancelled).
          pool: true,
          maxConnections: CONCURRENCY,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : undefined;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async deliver(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.log(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'Mail (SMTP_URL unset, not sent)',
      );
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
  }
}
