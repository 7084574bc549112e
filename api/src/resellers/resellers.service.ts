import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { CreateResellerDto, ResellerKeyIssued, ResellerView } from './dto/reseller.dto';
import {
  Reseller,
  ResellerDocument,
  ResellerKey,
  ResellerKeyDocument,
} from './schemas/reseller.schema';

export const RESELLER_NOT_FOUND = 'Reseller not found';
export const KEY_NOT_FOUND = 'Key not found';
/** Keys start with this, so that one pasted in the wrong place is recognised (and found by scanners). */
const KEY_PREFIX = 'octo_';
/** Most resellers have one or two keys (one per system); a cap keeps a reseller's list readable. */
const MAX_KEYS = 20;

/** What an OCTO request's key says about its caller: the reseller, or why it is refused. */
export type KeyVerdict =
  { reseller: ResellerDocument; keyId: string } | { refused: 'unknown' | 'revoked' | 'inactive' };

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The resellers and their API keys: created, listed, turned off by the admin; keys issued (shown once,
 * stored as their SHA-256) and revoked. The OCTO guard asks `verify` who a bearer key belongs to.
 */
@Injectable()
export class ResellersService {
  constructor(
    @InjectModel(Reseller.name) private readonly resellers: Model<Reseller>,
    @InjectModel(ResellerKey.name) private readonly keys: Model<ResellerKey>,
    private readonly audit: AuditService,
  ) {}

  async create(dto: CreateResellerDto): Promise<ResellerView> {
    const reseller = await this.resellers.create({
      name: dto.name,
      email: dto.email.toLowerCase(),
      active: true,
    });
    await this.audit.record({
      action: 'created',
      kind: 'reseller',
      record: reseller._id,
      after: reseller,
    });
    return this.view(reseller, []);
  }

  async list(): Promise<ResellerView[]> {
    const [resellers, keys] = await Promise.all([
      this.resellers.find().sort({ createdAt: -1, _id: -1 }).limit(500).exec(),
      this.keys.find().sort({ createdAt: 1 }).exec(),
    ]);
    return resellers.map((reseller) =>
      this.view(
        reseller,
        keys.filter((key) => key.resellerId.equals(reseller._id)),
      ),
    );
  }

  async byId(id: string): Promise<ResellerDocument> {
    const reseller = Types.ObjectId.isValid(id) ? await this.resellers.findById(id).exec() : null;
    if (!reseller) throw new NotFoundException(RESELLER_NOT_FOUND);
    return reseller;
  }

  async one(id: string): Promise<ResellerView> {
    const reseller = await this.byId(id);
    return this.view(reseller, await this.keysOf(reseller._id));
  }

  /** Turns a reseller off (its keys refused at once) or on again. */
  async setActive(id: string, active: boolean): Promise<ResellerView> {
    const before = await this.byId(id);
    const after = await this.resellers
      .findByIdAndUpdate(before._id, { $set: { active } }, { new: true })
      .exec();
    if (!after) throw new NotFoundException(RESELLER_NOT_FOUND);
    await this.audit.record({
      action: 'updated',
      kind: 'reseller',
      record: after._id,
      before,
      after,
    });
    return this.view(after, await this.keysOf(after._id));
  }

  /** A new key for the reseller: returned this once, stored only as its hash. */
  async issueKey(id: string): Promise<ResellerKeyIssued> {
    const reseller = await this.byId(id);
    const live = (await this.keysOf(reseller._id)).filter((key) => !key.revokedAt);
    if (live.length >= MAX_KEYS) {
      throw new ConflictException(`A reseller has at most ${MAX_KEYS} keys: revoke one first`);
    }
    const key = `${KEY_PREFIX}${randomBytes(24).toString('hex')}`;
    const keyId = `k_${randomBytes(6).toString('hex')}`;
    await this.keys.create({
      _id: hashKey(key),
      keyId,
      resellerId: reseller._id,
      prefix: key.slice(0, KEY_PREFIX.length + 4),
    });
    await this.audit.record({
      action: 'created',
      kind: 'reseller',
      record: reseller._id,
      after: { key: keyId },
    });
    return { id: keyId, key };
  }

  /** Revokes a key: every later request with it is refused (401). Revoking it again changes nothing. */
  async revokeKey(id: string, keyId: string): Promise<void> {
    const reseller = await this.byId(id);
    const key = await this.keys.findOne({ keyId, resellerId: reseller._id }).exec();
    if (!key) throw new NotFoundException(KEY_NOT_FOUND);
    if (key.revokedAt) return;
    await this.keys.updateOne({ _id: key._id }, { $set: { revokedAt: new Date() } }).exec();
    await this.audit.record({
      action: 'deleted',
      kind: 'reseller',
      record: reseller._id,
      before: { key: keyId },
    });
  }

  /** Who a bearer key belongs to: read by the key's hash as `_id`. */
  async verify(key: string): Promise<KeyVerdict> {
    const found = await this.keys.findById(hashKey(key)).exec();
    if (!found) return { refused: 'unknown' };
    if (found.revokedAt) return { refused: 'revoked' };
    const reseller = await this.resellers.findById(found.resellerId).exec();
    if (!reseller) return { refused: 'unknown' };
    if (!reseller.active) return { refused: 'inactive' };
    return { reseller, keyId: found.keyId };
  }

  private keysOf(resellerId: Types.ObjectId): Promise<ResellerKeyDocument[]> {
    return this.keys.find({ resellerId }).sort({ createdAt: 1 }).exec();
  }

  private view(reseller: ResellerDocument, keys: ResellerKeyDocument[]): ResellerView {
    return {
      id: reseller._id.toString(),
      name: reseller.name,
      email: reseller.email,
      active: reseller.active,
      createdAt: reseller.createdAt,
      keys: keys.map((key) => ({
        id: key.keyId,
        prefix: key.prefix,
        createdAt: key.createdAt,
        ...(key.revokedAt ? { revokedAt: key.revokedAt } : {}),
      })),
    };
  }
}
