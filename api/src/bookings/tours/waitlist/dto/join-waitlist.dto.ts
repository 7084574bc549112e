import { TourSeatsFields } from '../../dto/tour-seats-fields.dto';

/**
 * The waitlist form: the tour booking form without price and extras (the seats are offered all together).
 * `checkJoinRequest` in `waitlist.rules.ts` holds its rules, in the booking form's order and with its
 * messages.
 */
export class JoinWaitlistDto extends TourSeatsFields {}
