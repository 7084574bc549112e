import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { isDuplicateKey } from '../../common/writes/duplicate-key';
import { fromMinorUnits } from '../pricing';
import {
  CreatePromoCodeDto,
  PromoCodeUseView,
  PromoCodeView,
  UpdatePromoCodeDto,
} from './dto/promo-code.dto';
import { PROMO_UNKNOWN, promoKey, usedUp } from './promo-rules';
import { PromoCode, PromoCodeDocument } from './schemas/promo-code.schema';
import { PromoCodeUse } from './schemas/promo-code-use.schema';

export const PROMO_CODE_NOT_FOUND = 'Promo code not found';
export const PROMO_CODE_TAKEN = 'A promo code with this code already exists';

/** What a booking records of the code it used: enough to release its uses and to reprice it later. */
export interface AppliedPromo {
  codeId: Types.ObjectId;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  /** The `_id`s of the uses it claimed (released with the booking's places). */
  useIds: string[];
}

/** A use being claimed: by which booking, for whom, and what it takes off (minor units). */
export interface UseClaim {
  bookingId: Types.ObjectId;
  bookingKind: 'tour' | 'stay';
  email: string;
  discount: number;
}

/**
 * Promo codes: the admin's list and edits (audited), finding a visitor's code, and its uses. A use is an
 * insert-only claim with a deterministic `_id` (see PromoCodeUse): the unique `_id` is what keeps the last use
 * of a code from being taken twice, as FerretDB runs a conditional update as a read and then a write.
 */
@Injectable()
export class PromoCodesService {
  constructor(
    @InjectModel(PromoCode.name) private readonly codes: Model<PromoCode>,
    @InjectModel(PromoCodeUse.name) private readonly uses: Model<PromoCodeUse>,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<PromoCodeView[]> {
    const codes = await this.codes.find().sort({ createdAt: -1 }).exec();
    return Promise.all(codes.map((code) => this.view(code)));
  }

  async create(dto: CreatePromoCodeDto): Promise<PromoCodeView> {
    const fields = this.fields(dto);
    assertDates(fields.validFrom, fields.validUntil);
    assertValue(dto.kind, dto.value);
    let code: PromoCodeDocument;
    try {
      code = await this.codes.create({ active: true, destinationIds: [], offerIds: [], ...fields });
    } catch (error) {
      if (isDuplicateKey(error)) throw new BadRequestException(PROMO_CODE_TAKEN);
      throw error;
    }
    await this.audit.record({
      action: 'created',
      kind: 'promo-code',
      record: code._id,
      after: code,
    });
    return this.view(code);
  }

  async update(id: string, dto: UpdatePromoCodeDto): Promise<PromoCodeView> {
    const before = await this.byId(id);
    const fields = this.fields(dto);
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, 1> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === null) $unset[key] = 1;
      else if (value !== undefined) $set[key] = value;
    }
    assertValue(dto.kind ?? before.kind, dto.value ?? before.value);
    assertDates(
      'validFrom' in fields ? fields.validFrom : before.validFrom,
      'validUntil' in fields ? fields.validUntil : before.validUntil,
    );
    let after: PromoCodeDocument | null;
    try {
      after = await this.codes
        .findByIdAndUpdate(before._id, { $set, $unset }, { new: true })
        .exec();
    } catch (error) {
      if (isDuplicateKey(error)) throw new BadRequestException(PROMO_CODE_TAKEN);
      throw error;
    }
    if (!after) throw new NotFoundException(PROMO_CODE_NOT_FOUND);
    await this.audit.record({
      action: 'updated',
      kind: 'promo-code',
      record: after._id,
      before,
      after,
    });
    return this.view(after);
  }

  /** A code's uses now claimed, with their bookings, oldest first. */
  async usesOf(id: string): Promise<PromoCodeUseView[]> {
    const code = await this.byId(id);
    const uses = await this.uses
      .find({ codeId: code._id, scope: 'code' })
      .sort({ at: 1 })
      .lean()
      .exec();
    return uses.map((use) => ({
      _id: use._id,
      bookingKind: use.bookingKind,
      bookingId: String(use.bookingId),
      reference: use.reference,
      email: use.email,
      discount: fromMinorUnits(use.discount),
      at: use.at,
    }));
  }

  /** A visitor's code (any case), or 400 when there is none. */
  async find(code: string): Promise<PromoCodeDocument> {
    const found = await this.codes.findOne({ codeKey: promoKey(code) }).exec();
    if (!found) throw new BadRequestException(PROMO_UNKNOWN);
    return found;
  }

  /**
   * Whether every use of the code (in total, or by `email`) is claimed now: the preview's answer before
   * booking, read by the uses' exact `_id`s. The booking itself is decided by its claim, not by this.
   */
  async assertUsable(code: PromoCodeDocument, email?: string): Promise<void> {
    if (code.maxUses && !(await this.hasFree(`${String(code._id)}`, code.maxUses))) {
      throw usedUp(false);
    }
    if (email && code.maxUsesPerEmail) {
      if (!(await this.hasFree(emailPrefix(code, email), code.maxUsesPerEmail))) throw usedUp(true);
    }
  }

  /**
   * Claims one use of `code` for a booking about to be written: one of the address's uses first (when the
   * code limits them), then one of the code's; 409 with nothing claimed when none is free. Answers what the
   * booking records.
   */
  async claim(code: PromoCodeDocument, claim: UseClaim): Promise<AppliedPromo> {
    const id = String(code._id);
    const useIds: string[] = [];
    const fields = { codeId: code._id, at: new Date(), ...claim, email: claim.email.toLowerCase() };
    try {
      if (code.maxUsesPerEmail) {
        useIds.push(
          await this.claimFree(emailPrefix(code, claim.email), code.maxUsesPerEmail, {
            ...fields,
            scope: 'email',
          }),
        );
      }
      if (code.maxUses) {
        useIds.push(await this.claimFree(id, code.maxUses, { ...fields, scope: 'code' }, false));
      } else {
        const _id = `${id}:b:${String(claim.bookingId)}`;
        await this.uses.create({ _id, ...fields, scope: 'code' });
        useIds.push(_id);
      }
    } catch (error) {
      await this.release(useIds, claim.bookingId);
      throw error;
    }
    return { codeId: code._id, code: code.code, kind: code.kind, value: code.value, useIds };
  }

  /**
   * The use of a booking that gave its uses back (deleted, or a hold that lapsed) and now comes back (restored,
   * or paid late), claimed again as a new booking claims one: against the code's limits as they are now, not
   * its dates or active flag (the discount was agreed when it was booked). Whatever the booking may still hold
   * is given back first, so it never holds two. 409 (usedUp) with nothing claimed when no use is free; no
   * uses for a code no longer stored (nothing limits it). Answers the ids claimed, which may differ from the
   * old ones (another booking may hold those now).
   */
  async claimAgain(
    promo: Pick<AppliedPromo, 'codeId' | 'useIds'>,
    claim: UseClaim,
    reference: string,
  ): Promise<string[]> {
    await this.release(promo.useIds, claim.bookingId);
    const code = await this.codes.findById(promo.codeId).exec();
    if (!code) return [];
    const { useIds } = await this.claim(code, claim);
    await this.attach(useIds, reference);
    return useIds;
  }

  /** The booking's reference on its uses, once it is written (what the admin's list of uses shows). */
  async attach(useIds: string[], reference: string): Promise<void> {
    await Promise.all(
      useIds.map((_id) => this.uses.updateOne({ _id }, { $set: { reference } }).exec()),
    );
  }

  /**
   * Gives back the uses `bookingId` holds (a cancelled, expired or deleted booking), each read and deleted
   * by its exact `_id`. A use another booking holds now (this one was restored from Recently deleted after
   * giving it back) is left alone: only its holder may give it back, and no one else can take it meanwhile.
   */
  async release(useIds: readonly string[] | undefined, bookingId: Types.ObjectId): Promise<void> {
    if (!useIds) return;
    await Promise.all(
      useIds.map(async (_id) => {
        const use = await this.uses.findById(_id, { bookingId: 1 }).lean().exec();
        if (use && use.bookingId.equals(bookingId)) await this.uses.deleteOne({ _id }).exec();
      }),
    );
  }

  /** The first free use `<prefix>:<n>`, n < max, inserted; 409 when all are taken. */
  private async claimFree(
    prefix: string,
    max: number,
    fields: Omit<PromoCodeUse, '_id'>,
    perEmail = true,
  ): Promise<string> {
    for (let n = 0; n < max; n++) {
      const _id = `${prefix}:${n}`;
      try {
        await this.uses.create({ _id, ...fields });
        return _id;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw usedUp(perEmail);
  }

  /** Whether any of `<prefix>:0` ... `<prefix>:<max - 1>` is free, read by `_id` a batch at a time. */
  private async hasFree(prefix: string, max: number): Promise<boolean> {
    const BATCH = 20;
    for (let start = 0; start < max; start += BATCH) {
      const ids = Array.from(
        { length: Math.min(BATCH, max - start) },
        (_, i) => `${prefix}:${start + i}`,
      );
      const taken = await Promise.all(ids.map((_id) => this.uses.exists({ _id }).exec()));
      if (taken.some((found) => !found)) return true;
    }
    return false;
  }

  private async byId(id: string): Promise<PromoCodeDocument> {
    const code = await this.codes.findById(id).exec();
    if (!code) throw new NotFoundException(PROMO_CODE_NOT_FOUND);
    return code;
  }

  /** The stored fields of a form: the code's key beside it, dates as dates, ids as ObjectIds. */
  private fields(dto: UpdatePromoCodeDto): Partial<Record<keyof PromoCode, unknown>> {
    const fields: Partial<Record<keyof PromoCode, unknown>> = {};
    if (dto.code !== undefined) {
      fields.code = dto.code;
      fields.codeKey = promoKey(dto.code);
    }
    if (dto.kind !== undefined) fields.kind = dto.kind;
    if (dto.value !== undefined) fields.value = dto.value;
    for (const key of ['validFrom', 'validUntil'] as const) {
      const value = dto[key];
      if (value !== undefined) fields[key] = value === null ? null : new Date(value);
    }
    for (const key of ['maxUses', 'maxUsesPerEmail', 'minTotal'] as const) {
      if (dto[key] !== undefined) fields[key] = dto[key];
    }
    for (const key of ['destinationIds', 'offerIds'] as const) {
      const ids = dto[key];
      if (ids !== undefined) fields[key] = [...new Set(ids)].map((id) => new Types.ObjectId(id));
    }
    if (dto.active !== undefined) fields.active = dto.active;
    return fields;
  }

  private async view(code: PromoCodeDocument): Promise<PromoCodeView> {
    const uses = await this.uses.countDocuments({ codeId: code._id, scope: 'code' }).exec();
    return {
      _id: String(code._id),
      code: code.code,
      kind: code.kind,
      value: code.value,
      validFrom: code.validFrom,
      validUntil: code.validUntil,
      maxUses: code.maxUses,
      maxUsesPerEmail: code.maxUsesPerEmail,
      minTotal: code.minTotal,
      destinationIds: code.destinationIds.map(String),
      offerIds: code.offerIds.map(String),
      active: code.active,
      uses,
      createdAt: code.createdAt,
      updatedAt: code.updatedAt,
    };
  }
}

function emailPrefix(code: PromoCodeDocument, email: string): string {
  return `${String(code._id)}:e:${email.trim().toLowerCase()}`;
}

function assertDates(from: unknown, until: unknown): void {
  if (from instanceof Date && until instanceof Date && until <= from) {
    throw new BadRequestException('validUntil must be after validFrom');
  }
}

function assertValue(kind: string, value: number): void {
  if (kind === 'percent' && value > 100) {
    throw new BadRequestException('A percentage must be at most 100');
  }
}
