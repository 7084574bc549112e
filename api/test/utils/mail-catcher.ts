import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

/**
 * nodemailer sends long lines quoted-printable: soft breaks and `=3D` would cut a link's token. The bytes
 * are UTF-8 (German and Spanish mails): runs of escapes are decoded together.
 */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback: the API sends through SMTP_URL and tests read what arrived. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  /** While true, every mail is refused with a temporary error (451), as a mail server in trouble does. */
  refusing = false;
  /** Mails refused while `refusing`. */
  refused = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusing) {
          this.refused++;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        this.mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The token of the newest link to `path` mailed to `to`. */
  async tokenFor(to: string, path: '/verify-email' | '/reset-password'): Promise<string> {
    const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
    return eventually(
      () =>
        this.bodiesTo(to)
          .find((body) => pattern.test(body))
          ?.match(pattern)?.[1],
      `a ${path} mail for ${to}`,
    );
  }

  /** The newest mail to `to` whose decoded text holds every one of `parts`. */
  async mailWith(to: string, ...parts: string[]): Promise<string> {
    return eventually(
      () => this.bodiesTo(to).find((body) => parts.every((part) => body.includes(part))),
      `a mail with ${parts.join(', ')} for ${to}`,
    );
  }

  /** The decoded texts of the mails to `to`, newest first. */
  private bodiesTo(to: string): string[] {
    return this.mails
      .filter((m) => m.to.includes(to.toLowerCase()))
      .map((m) => decodeQuotedPrintable(m.raw))
      .reverse();
  }

  /** The token of the manage link of the booking `reference`, from its confirmation mail. */
  async manageTokenFor(to: string, reference: string): Promise<string> {
    const body = await this.mailWith(to, `/booking/manage?ref=${reference}&token=`);
    const match = new RegExp(`/booking/manage\\?ref=${reference}&token=([A-Za-z0-9_-]+)`).exec(
      body,
    );
    if (!match?.[1]) throw new Error(`No manage link for ${reference}`);
    return match[1];
  }
}
