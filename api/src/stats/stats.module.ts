import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { ContactModule } from '../contact/contact.module';
import { StaysModule } from '../stays/stays.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({
  imports: [BookingsModule, StaysModule, ContactModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
