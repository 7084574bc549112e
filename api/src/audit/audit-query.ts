import { BadRequestException } from '@nestjs/common';
import { parsePage } from '../common/pagination/paginate';
import { parseDay } from '../common/query-values';
import { dayNumber, isoDate, utcDay } from '../common/calendar';
import {
  ACTOR_TYPES,
  ActorType,
  AUDIT_KINDS,
  AuditKind,
  isActorType,
  isAuditKind,
} from './audit-kinds';

/** The query of GET /api/admin/audit, checked. */
export interface AuditFilter {
  /** An account's id or email, or a source that is no account. */
  actor?: { id?: string; email?: string; type?: ActorType };
  kind?: AuditKind;
  record?: string;
  /** The UTC days read, both included: the last AUDIT_DEFAULT_DAYS unless the query names them. */
  fromDay: string;
  toDay: string;
  /** Whether the query named `from` or `to` (a record's history is otherwise read whole). */
  daysGiven: boolean;
  page: number;
}

export interface AuditQuery {
  actor?: unknown;
  kind?: unknown;
  record?: unknown;
  from?: unknown;
  to?: unknown;
  page?: unknown;
}

const MAX_TEXT = 254;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** The trail shows the last week unless asked for other days. */
export const AUDIT_DEFAULT_DAYS = 7;
/** The most days one request reads (with filters, each of them whole). */
export const AUDIT_MAX_DAYS = 92;

/** A single optional text parameter (a repeated one arrives as an array: refused), trimmed. */
function text(raw: unknown, name: string, what: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim().length > MAX_TEXT) {
    throw new BadRequestException(`${name} must be ${what}`);
  }
  return raw.trim() || undefined;
}

/** Every parameter checked, one clear message each; nothing reaches a query unchecked. */
export function parseAuditQuery(query: AuditQuery, now = new Date()): AuditFilter {
  const actorText = text(
    query.actor,
    'actor',
    `an account id, an email address or one of ${ACTOR_TYPES.join(', ')}`,
  );
  let actor: AuditFilter['actor'];
  if (actorText !== undefined) {
    if (OBJECT_ID.test(actorText)) actor = { id: actorText.toLowerCase() };
    else if (isActorType(actorText)) actor = { type: actorText };
    else if (EMAIL.test(actorText)) actor = { email: actorText.toLowerCase() };
    else {
      throw new BadRequestException(
        `actor must be an account id, an email address or one of ${ACTOR_TYPES.join(', ')}`,
      );
    }
  }
  const kindText = text(query.kind, 'kind', `one of ${AUDIT_KINDS.join(', ')}`);
  let kind: AuditKind | undefined;
  if (kindText !== undefined) {
    if (!isAuditKind(kindText)) {
      throw new BadRequestException(`kind must be one of ${AUDIT_KINDS.join(', ')}`);
    }
    kind = kindText;
  }
  const record = text(query.record, 'record', `a record id of at most ${MAX_TEXT} characters`);
  const fromDay = parseDay(query.from, 'from');
  const toDay = parseDay(query.to, 'to');
  // 'YYYY-MM-DD' strings order like the days they name.
  if (fromDay && toDay && fromDay > toDay) {
    throw new BadRequestException('from must be on or before to');
  }
  const days = dayRange(fromDay, toDay, now);
  return {
    actor,
    kind,
    record,
    ...days,
    daysGiven: !!(fromDay || toDay),
    page: parsePage(query.page),
  };
}

/** The days read: as given, or AUDIT_DEFAULT_DAYS ending today (or at `to`, or from `from`). */
function dayRange(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): { fromDay: string; toDay: string } {
  const shift = (day: string, days: number) => isoDate((dayNumber(day) ?? 0) + days);
  const toDay = to ?? (from ? shift(from, AUDIT_DEFAULT_DAYS - 1) : utcDay(now));
  const fromDay = from ?? shift(toDay, 1 - AUDIT_DEFAULT_DAYS);
  if ((dayNumber(toDay) ?? 0) - (dayNumber(fromDay) ?? 0) + 1 > AUDIT_MAX_DAYS) {
    throw new BadRequestException(`from and to must be at most ${AUDIT_MAX_DAYS} days apart`);
  }
  return { fromDay, toDay };
}
