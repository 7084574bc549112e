import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ResellersController } from './resellers.controller';
import { ResellersService } from './resellers.service';
import {
  Reseller,
  ResellerKey,
  ResellerKeySchema,
  ResellerSchema,
} from './schemas/reseller.schema';

/** Resellers and their API keys (the admin's routes); the OCTO API verifies its callers here. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Reseller.name, schema: ResellerSchema },
      { name: ResellerKey.name, schema: ResellerKeySchema },
    ]),
  ],
  controllers: [ResellersController],
  providers: [ResellersService],
  exports: [ResellersService],
})
export class ResellersModule {}
