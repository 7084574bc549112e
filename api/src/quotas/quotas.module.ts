import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QuotaToken, QuotaTokenSchema } from './quota-token.schema';
import { QuotaTokens } from './quota-tokens.service';

/** Bounded quotas as tokens (QuotaTokens): the mail budget and the hold limits take their units here. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: QuotaToken.name, schema: QuotaTokenSchema }])],
  providers: [QuotaTokens],
  exports: [QuotaTokens],
})
export class QuotasModule {}
