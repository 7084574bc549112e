import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NightInventory } from './night-inventory.service';
import { PastClaimsArchive } from './past-claims-archive.service';
import { SeatInventory } from './seat-inventory.service';
import { NightClaim, NightClaimSchema } from './schemas/night-claim.schema';
import { SeatClaim, SeatClaimSchema } from './schemas/seat-claim.schema';

/** What can be booked: tour seats and stay nights, guarded by unique indexes. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SeatClaim.name, schema: SeatClaimSchema },
      { name: NightClaim.name, schema: NightClaimSchema },
    ]),
  ],
  providers: [SeatInventory, NightInventory, PastClaimsArchive],
  exports: [SeatInventory, NightInventory],
})
export class InventoryModule {}
