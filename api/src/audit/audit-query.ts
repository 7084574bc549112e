import { BadRequestException } from '@nestjs/common';
import { parsePage } from '../common/pagination/paginate';
import { parseDay } from '../common/query-values';
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
  /** From the start of the `from` day (UTC) ... */
  from?: Date;
  /** ... to the end of the `to` day: the instant after it. */
  to?: Date;
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
const DAY_MS = 86_400_000;

/** A single optional text parameter (a repeated one arrives as an array: refused), trimmed. */
function text(raw: unknown, name: string, what: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim().length > MAX_TEXT) {
    throw new BadRequestException(`${name} must be ${what}`);
  }
  return raw.trim() || undefined;
}

/** Every parameter checked, one clear message each; nothing reaches a query unchecked. */
export function parseAuditQuery(query: AuditQuery): AuditFilter {
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
  return {
    actor,
    kind,
    record,
    from: fromDay ? new Date(`${fromDay}T00:00:00.000Z`) : undefined,
    to: toDay ? new Date(Date.parse(`${toDay}T00:00:00.000Z`) + DAY_MS) : undefined,
    page: parsePage(query.page),
  };
}
