import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DestinationsService } from './destinations.service';
import { Destination, DestinationSchema } from './schemas/destination.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Destination.name, schema: DestinationSchema }])],
  providers: [DestinationsService],
  exports: [DestinationsService],
})
export class DestinationsModule {}
