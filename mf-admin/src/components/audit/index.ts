export { RecordHistory } from './record-history';
export { AuditChanges, fieldChanges, showValue } from './audit-changes';
export {
  actionLabel,
  actorLabel,
  AUDIT_KINDS,
  auditUrl,
  kindInSentence,
  kindLabel,
  NO_AUDIT_FILTER,
  type AuditEntry,
  type AuditFilter,
  type AuditKind,
} from './audit-api';
