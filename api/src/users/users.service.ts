import { ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { Role } from '../common/auth/auth-user';
import { Page, paginate } from '../common/pagination/paginate';
import { confusableSkeleton } from '../common/validation/look-alikes';
import { UserView } from './dto/user-view.dto';
import { VERIFIED_REFRESH_MS, VerifiedAddresses } from './verified-addresses';
import { Scheduler } from '../common/scheduling/scheduler';
import { User, UserDocument } from './schemas/user.schema';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import type { Lang } from '../common/i18n/languages';

const USERS_PER_PAGE = 20;
/** "Active Users": accounts signed in within this many days, most recent first. */
export const ACTIVE_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role?: Role;
  emailVerified?: boolean;
  /** The language it registered in: its mails are written in it. */
  lang?: Lang;
}

@Injectable()
export class UsersService implements OnModuleInit {
  private readonly verified: VerifiedAddresses;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly audit: AuditService,
    private readonly scheduler: Scheduler,
  ) {
    this.verified = new VerifiedAddresses(users);
  }

  /**
   * Addresses verified before they were kept apart are copied there, once per database; then all are read
   * into memory, and those other instances verify are read every VERIFIED_REFRESH_MS.
   */
  async onModuleInit(): Promise<void> {
    await this.verified.backfill();
    await this.verified.refresh();
    this.scheduler.every('Reading verified addresses', VERIFIED_REFRESH_MS, () =>
      this.verified.refresh(),
    );
  }

  async create(user: NewUser): Promise<UserDocument> {
    try {
      const created = await this.users.create({
        ...user,
        emailKey: confusableSkeleton(user.email),
      });
      if (created.emailVerified) await this.verified.add(created.email);
      return created;
    } catch (error) {
      // Two registrations of one address, or of two that look alike, racing past the existence check:
      // the unique indexes on `email` and `emailKey` decide.
      if (isDuplicateKey(error)) throw emailTaken();
      throw error;
    }
  }

  exists(email: string): Promise<boolean> {
    return this.users.exists({ email: email.toLowerCase() }).then(Boolean);
  }

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findById(id).exec();
  }

  /** With the password hash, which is otherwise never loaded. */
  findForLogin(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: email.toLowerCase() }).select('+passwordHash').exec();
  }

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: email.toLowerCase() }).exec();
  }

  /**
   * Whether a verified account has this address. Every hold asks (its length depends on it): answered from
   * the verified addresses this instance keeps in memory (see VerifiedAddresses), never a query of the
   * users, which the embedded FerretDB would read whole.
   */
  isVerified(email: string): Promise<boolean> {
    return Promise.resolve(this.verified.has(email));
  }

  /**
   * The account of this address or of one that looks the same (`zed@соре.com` in Cyrillic letters for
   * `zed@cope.com`): registering either is registering a taken address. Accounts older than `emailKey`
   * have plain ASCII addresses (the rules refused anything else in the local part), found by `email`.
   */
  findByEmailOrLookAlike(email: string): Promise<UserDocument | null> {
    const lower = email.toLowerCase();
    const key = confusableSkeleton(lower);
    return this.users
      .findOne({ $or: [{ email: lower }, { email: key }, { emailKey: key }] })
      .sort({ createdAt: 1 })
      .exec();
  }

  async markVerified(id: string): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { emailVerified: true } });
    const user = await this.users.findById(id, { email: 1 }).lean().exec();
    if (user) await this.verified.add(user.email);
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    // A new password ends every session signed in with the old one.
    await this.users.updateOne(
      { _id: id },
      { $set: { passwordHash, tokenRevokedBy: 'password' }, $inc: { tokenVersion: 1 } },
    );
  }

  list(page: number): Promise<Page<UserView>> {
    return paginate(this.users, {
      page,
      perPage: USERS_PER_PAGE,
      map: (u) => UserView.of(u as UserDocument),
    });
  }

  /** Who signed in within ACTIVE_WITHIN_DAYS, the most recent sign-in first. */
  listActive(page: number, now = new Date()): Promise<Page<UserView>> {
    return paginate(this.users, {
      page,
      perPage: USERS_PER_PAGE,
      filter: { lastSignInAt: { $gte: new Date(now.getTime() - ACTIVE_WITHIN_DAYS * DAY_MS) } },
      sort: { lastSignInAt: -1, _id: -1 },
      map: (u) => UserView.of(u as UserDocument),
    });
  }

  async recordSignIn(id: string, at = new Date()): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { lastSignInAt: at } });
  }

  async setRole(id: string, role: Role): Promise<UserView> {
    const user = await this.users.findById(id).exec();
    if (!user) throw new NotFoundException('User not found');
    if (
      user.role === 'admin' &&
      role !== 'admin' &&
      (await this.users.countDocuments({ role: 'admin' })) <= 1
    ) {
      throw new ConflictException('The last admin cannot lose the admin role.');
    }
    if (user.role !== role) {
      const before: unknown = user.toObject();
      user.role = role;
      // Tokens name the role they were issued with: a changed role signs the user in again.
      user.tokenVersion = (user.tokenVersion ?? 0) + 1;
      user.tokenRevokedBy = 'role';
      await user.save();
      // Only the role shows: the token version is a secret's counter, left out like the hash.
      await this.audit.record({
        action: 'updated',
        kind: 'user',
        record: user._id,
        before,
        after: user,
      });
    }
    return UserView.of(user);
  }

  /** Makes sure the configured admin exists, is verified and holds the admin role. */
  async ensureAdmin(
    email: string,
    passwordHash: () => Promise<string>,
  ): Promise<'created' | 'existing'> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.role !== 'admin' || !existing.emailVerified) {
        await this.users.updateOne(
          { _id: existing._id },
          { $set: { role: 'admin', emailVerified: true } },
        );
        await this.verified.add(existing.email);
      }
      return 'existing';
    }
    await this.create({
      username: 'Administrator',
      email,
      passwordHash: await passwordHash(),
      role: 'admin',
      emailVerified: true,
    });
    return 'created';
  }
}

export function emailTaken(): ConflictException {
  return new ConflictException('An account with this email already exists.');
}
