import { MailService } from '../src/mail/mail.service';
import { OutboxWorker } from '../src/mail/outbox-worker.service';
import { MailCatcher } from './utils/mail-catcher';
import { useTestApp } from './utils/test-app';

interface StoredMail {
  key: string;
  recipient: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
}

/**
 * What a queued mail costs: the instance that queued it sends it without a pass over the outbox, and an
 * address's budget takes one slot per mail.
 */
describe('mail sending path', () => {
  const catcher = new MailCatcher();
  // The passes run only at start-up: whatever is sent after that was sent by its writer.
  const t = useTestApp({
    mail: catcher,
    env: { MAIL_WORKER_INTERVAL_MS: '3600000', MAILS_PER_RECIPIENT_PER_HOUR: '3' },
  });
  const outbox = () => t.connection.collection<StoredMail>('outbox');
  const tokens = () => t.connection.collection<{ _id: string }>('quota_tokens');

  it('sends a mail from the instance that queued it, with no pass of the worker', async () => {
    const email = 'writer-sends@example.com';
    const before = Date.now();
    await t.app
      .get(MailService)
      .send({ to: email, subject: 'Straight out', text: 'Hello' }, { key: `test-writer:${email}` });
    await t.app.get(OutboxWorker).idle();
    expect(catcher.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    const stored = await outbox().findOne({ key: `test-writer:${email}` });
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    // Left to its writer: the passes would have found it due only 30 s after it was queued.
    expect(stored!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
  });

  it('takes one budget slot per mail to an address, and skips what is past the budget', async () => {
    const email = 'budgeted@example.com';
    const mail = (n: number) =>
      t.app
        .get(MailService)
        .send({ to: email, subject: `Mail ${n}`, text: 'Hello' }, { key: `test-budget:${n}` });
    for (let n = 0; n < 5; n++) await mail(n);
    await t.app.get(OutboxWorker).idle();
    const stored = await outbox().find({ recipient: email }).toArray();
    expect(stored.map((m) => m.status).sort()).toEqual([
      'sent',
      'sent',
      'sent',
      'skipped',
      'skipped',
    ]);
    expect(
      (await tokens().find().toArray())
        .map((token) => token._id)
        .filter((id) => id.startsWith(`mail|${email}|`)),
    ).toHaveLength(3);
  });
});
