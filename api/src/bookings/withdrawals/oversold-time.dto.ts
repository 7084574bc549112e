import { ApiSchema } from '@nestjs/swagger';

/** A future tour time holding more seats than the tour now has per time (a cut confirmed by the admin). */
@ApiSchema({ name: 'OversoldTourTime' })
export class OversoldTime {
  destinationId: string;
  destinationTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** The tour's seats per time now */
  capacity: number;
  /** Tickets its live bookings hold */
  sold: number;
}
