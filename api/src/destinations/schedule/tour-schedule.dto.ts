import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import { MAX_CUTOFF_MINUTES } from './tour-schedule';

const TIMES: ApiPropertyOptions = {
  type: [String],
  example: ['09:00', '11:00'],
  description: "'HH:mm' start times that weekday, sorted; none: no tour that day",
};

/** The contract of a schedule (tour-schedule.ts reads and answers it); documentation only. */
@ApiSchema({ name: 'WeekTimes' })
export class WeekTimesView {
  @ApiProperty(TIMES) mon: string[];
  @ApiProperty(TIMES) tue: string[];
  @ApiProperty(TIMES) wed: string[];
  @ApiProperty(TIMES) thu: string[];
  @ApiProperty(TIMES) fri: string[];
  @ApiProperty(TIMES) sat: string[];
  @ApiProperty(TIMES) sun: string[];
}

@ApiSchema({ name: 'ScheduleSeason' })
export class ScheduleSeasonView {
  /** At most 60 characters, e.g. Summer */
  name: string;
  /** 'YYYY-MM-DD', or 'MM-DD' when yearly; included */
  from: string;
  /** 'YYYY-MM-DD', or 'MM-DD' when yearly (may be before from: over the new year); included */
  to: string;
  /** true: every year, from and to are month-days */
  yearly?: boolean;
  @ApiProperty({ type: WeekTimesView })
  weekdays: WeekTimesView;
}

@ApiSchema({ name: 'ScheduleClosedDates' })
export class ScheduleClosedView {
  /** 'YYYY-MM-DD', or 'MM-DD' when yearly; included */
  from: string;
  /** 'YYYY-MM-DD', or 'MM-DD' when yearly; included */
  to: string;
  yearly?: boolean;
  /** Why, for the admin (Christmas) */
  note?: string;
}

@ApiSchema({ name: 'ScheduleDateCapacity' })
export class ScheduleDateCapacityView {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Seats per time on that date, 0 to 1000, in place of capacityPerSlot */
  capacity: number;
}

@ApiSchema({ name: 'TourSchedule' })
export class TourScheduleView {
  @ApiPropertyOptional({
    type: WeekTimesView,
    description: "Times per weekday outside the seasons; absent: the tour's tourTimes every day",
  })
  weekdays?: WeekTimesView;
  @ApiProperty({
    type: [ScheduleSeasonView],
    description: 'At most 12; the first that covers a date gives its times',
  })
  seasons: ScheduleSeasonView[];
  @ApiProperty({
    type: [ScheduleClosedView],
    description: 'Dates with no tour at all; at most 100 spans',
  })
  closed: ScheduleClosedView[];
  @ApiProperty({ type: [ScheduleDateCapacityView], description: 'At most 366, one per date' })
  capacities: ScheduleDateCapacityView[];
  @ApiProperty({
    minimum: 0,
    maximum: MAX_CUTOFF_MINUTES,
    description:
      "Bookings close this many minutes before a time starts (400 'Bookings for this tour close 2 hours before the start...'); 0: until it starts",
  })
  cutoffMinutes: number;
}
