import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { paginate } from '../common/pagination/paginate';
import { OutboxMailPage, OutboxMailView } from './dto/outbox-mail.view';
import { OutboxWorker } from './outbox-worker.service';
import { OutboxMail, OutboxMailDocument, OutboxStatus } from './schemas/outbox-mail.schema';

export const MAILS_PER_PAGE = 20;
/** How many of an address's latest mails the booking detail looks through for those of one booking. */
const BOOKING_MAILS_READ = 200;
export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_ALREADY_SENT = 'This mail was already sent.';

/** The admin's view of the outbox: what failed or waits, and sending one again. */
@Injectable()
export class MailsAdminService {
  constructor(
    @InjectModel(OutboxMail.name) private readonly mails: Model<OutboxMail>,
    private readonly worker: OutboxWorker,
  ) {}

  list(page: number, status?: OutboxStatus): Promise<OutboxMailPage> {
    return paginate(this.mails, {
      page,
      perPage: MAILS_PER_PAGE,
      filter: status ? { status } : {},
      map: (mail) => OutboxMailView.of(mail as OutboxMailDocument),
    });
  }

  /**
   * The mails about one booking, newest first: those to its address (the recipient index) whose key names
   * its reference (`booking-confirmed:TB-7K3Q9X`, `booking-moved:TB-7K3Q9X:<id>`).
   */
  async aboutBooking(email: string, reference: string): Promise<OutboxMailView[]> {
    const mails = await this.mails
      .find({ recipient: email.trim().toLowerCase() })
      .sort({ createdAt: -1 })
      .limit(BOOKING_MAILS_READ)
      .exec();
    return mails
      .filter((mail) => mail.key.split(':').includes(reference))
      .map((mail) => OutboxMailView.of(mail));
  }

  /**
   * Puts a failed or skipped mail back in line with a fresh run of MAIL_MAX_ATTEMPTS attempts, or makes a
   * pending one due now. A sent mail is refused (409): its event was mailed once, and its body is gone.
   * `attempts` is kept, never lowered, so the attempt numbers already claimed stay spent.
   */
  async resend(id: string): Promise<OutboxMailView> {
    const mail = await this.mails.findById(id).exec();
    if (!mail) throw new NotFoundException(MAIL_NOT_FOUND);
    if (mail.status === 'sent') throw new ConflictException(MAIL_ALREADY_SENT);
    const now = new Date();
    await this.mails.updateOne(
      { _id: mail._id, status: mail.status, attempts: mail.attempts },
      {
        $set: {
          status: 'pending',
          nextAttemptAt: now,
          ...(mail.status === 'pending' ? {} : { attemptsBefore: mail.attempts }),
        },
      },
    );
    const after = await this.mails.findById(id).exec();
    if (!after) throw new NotFoundException(MAIL_NOT_FOUND);
    // Sent meanwhile by a worker that had it in hand: then that is the answer, and nothing goes twice.
    if (after.status === 'sent') throw new ConflictException(MAIL_ALREADY_SENT);
    await this.worker.schedule(after._id, now);
    this.worker.wake();
    return OutboxMailView.of(after);
  }
}
