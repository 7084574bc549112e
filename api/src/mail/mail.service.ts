import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';

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

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.log({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'Mail (SMTP_URL unset, not sent)');
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    } catch (error) {
      this.logger.error({ to: mail.to, subject: mail.subject, err: error }, 'Mail could not be sent');
    }
  }

  /** A link into the site (the first WEB_ORIGIN). */
  siteLink(path: string): string {
    return `${this.config.webOrigins[0]}${path}`;
  }
}
