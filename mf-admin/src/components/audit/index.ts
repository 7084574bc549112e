export { RecordHistory } from './record-history';
export { AuditChanges, fieldChanges, showValue } from './audit-changes';
export {
  ACTION_LABELS,
  actorLabel,
  auditUrl,
  KIND_LABELS,
  NO_AUDIT_FILTER,
  type AuditEntry,
  type AuditFilter,
  type AuditKind,
} from './audit-api';
