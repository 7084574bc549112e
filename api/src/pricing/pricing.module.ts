import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PricingService } from './pricing.service';
import { PromoCodesController } from './promo-codes/promo-codes.controller';
import { PromoCodesService } from './promo-codes/promo-codes.service';
import { PromoCode, PromoCodeSchema } from './promo-codes/schemas/promo-code.schema';
import { PromoCodeUse, PromoCodeUseSchema } from './promo-codes/schemas/promo-code-use.schema';
import { ExtrasMigration } from './extras-migration.service';

/** Prices (pricing.ts), promo codes and their uses; the booking modules price and claim through it. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PromoCode.name, schema: PromoCodeSchema },
      { name: PromoCodeUse.name, schema: PromoCodeUseSchema },
    ]),
  ],
  controllers: [PromoCodesController],
  providers: [PricingService, PromoCodesService, ExtrasMigration],
  exports: [PricingService],
})
export class PricingModule {}
