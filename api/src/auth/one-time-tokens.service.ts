import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { Model, Types } from 'mongoose';
import { AuthToken, TokenPurpose } from './schemas/auth-token.schema';

const LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class OneTimeTokensService {
  constructor(@InjectModel(AuthToken.name) private readonly tokens: Model<AuthToken>) {}

  /** Issues a fresh token, replacing any earlier one of the same purpose. */
  async issue(userId: Types.ObjectId, purpose: TokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.deleteMany({ userId, purpose });
    await this.tokens.create({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** Whether `token` could still be used (known, not used, not expired), without using it. */
  async isUsable(token: string, purpose: TokenPurpose): Promise<boolean> {
    const found = await this.tokens.findOne({ tokenHash: sha256(token), purpose }).exec();
    return !!found && found.expiresAt.getTime() > Date.now();
  }

  /**
   * Returns the user id once: the token is deleted as it is used, and only the caller whose delete removed
   * it wins, so two concurrent uses cannot both succeed.
   */
  async consume(token: string, purpose: TokenPurpose): Promise<Types.ObjectId | null> {
    const found = await this.tokens.findOne({ tokenHash: sha256(token), purpose }).exec();
    if (!found) return null;
    const { deletedCount } = await this.tokens.deleteOne({ _id: found._id });
    if (deletedCount !== 1 || found.expiresAt.getTime() <= Date.now()) return null;
    return found.userId;
  }
}
