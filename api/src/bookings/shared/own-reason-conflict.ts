import { ConflictException } from '@nestjs/common';

/**
 * A 409 whose message already says why places cannot be claimed (a tour time cancelled as a whole): a
 * restore or a late payment passes it on as it is, where other conflicts read "booked meanwhile".
 */
export class OwnReasonConflict extends ConflictException {}
