import { useState, type FormEvent } from 'react';
import type { Paged } from '@travel/shell/api-types';
import { TextField } from '@travel/shell/forms';
import type { Column } from '@travel/shell/tables';
import { Button } from '@travel/shell/ui';
import {
  actionLabel,
  actorLabel,
  AUDIT_KINDS,
  AuditChanges,
  auditUrl,
  kindInSentence,
  kindLabel,
  NO_AUDIT_FILTER,
  type AuditEntry,
  type AuditFilter,
} from '../../../components/audit';
import { formatDateTime } from '../../../lib/format';
import { daysSpanned } from '../../../lib/list-query';
import { useServerList } from '../../../lib/use-server-list';
import { AllOrOneField } from '../../../components/all-or-one-field';
import { DateRangeFields } from '../../../components/date-range-fields';
import { PagedTable } from '../../../components/paged-table';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import { t } from '@travel/shell/i18n';

/** Without both dates the API reads this many days: the last ones, from `from`, or up to `to`. */
const DEFAULT_DAYS = 7;
/** The most days the API reads at once. */
const MAX_DAYS = 92;

/** Why the filter cannot be sent, or null. 'YYYY-MM-DD' strings order like the days they name. */
function rangeError(filter: AuditFilter): string | null {
  if (!filter.from || !filter.to) return null;
  if (filter.from > filter.to) return t('admin.filter.startAfterEnd');
  return daysSpanned(filter.from, filter.to) > MAX_DAYS
    ? t('admin.filter.tooManyDays', { days: MAX_DAYS })
    : null;
}

/** Which days are shown when a date is left open (a record's history alone is shown whole), or null. */
function rangeNote(filter: AuditFilter): string | null {
  if ((filter.from && filter.to) || (filter.record.trim() && !filter.from && !filter.to))
    return null;
  const days = DEFAULT_DAYS;
  if (filter.from) return t('admin.activity.rangeFrom', { from: filter.from, days });
  if (filter.to) return t('admin.activity.rangeTo', { to: filter.to, days });
  return t('admin.activity.rangeLast', { days });
}

/**
 * /admin/activity: the audit trail, newest first. The filters are edited in a draft and applied together
 * (typing an email should not ask the server at every key), which starts again on page 1.
 */
export function ActivityPage() {
  const [draft, setDraft] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const [applied, setApplied] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const list = useServerList<Paged<AuditEntry>>({
    url: (page) => auditUrl(applied, page),
    rowCount: (body) => body.data.length,
  });
  const error = rangeError(draft);
  const set = (patch: Partial<AuditFilter>) => setDraft({ ...draft, ...patch });

  const apply = (filter: AuditFilter) => {
    setApplied(filter);
    list.setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) apply(draft);
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTER);
    apply(NO_AUDIT_FILTER);
  };

  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: t('admin.detail.when'),
      className: 'adm-nowrap',
      render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
    },
    {
      key: 'actor',
      header: t('admin.activity.who'),
      className: 'adm-cell--email',
      render: (e) => actorLabel(e.actor),
    },
    { key: 'action', header: t('admin.activity.action'), render: (e) => actionLabel(e.action) },
    {
      key: 'record',
      header: t('admin.activity.record'),
      render: (e) => (
        <span className="adm-stack">
          <span>{kindLabel(e.kind)}</span>
          <Button
            variant="link"
            className="adm-audit-record"
            aria-label={t('admin.activity.historyOf', {
              kind: kindInSentence(e.kind),
              record: e.record,
            })}
            onClick={() => {
              const only = { ...NO_AUDIT_FILTER, record: e.record };
              setDraft(only);
              apply(only);
            }}
          >
            {e.record}
          </Button>
        </span>
      ),
    },
    {
      key: 'changes',
      header: t('admin.activity.changes'),
      className: 'adm-cell--wrap',
      render: (e) => <AuditChanges entry={e} />,
    },
  ];

  return (
    <AdminScreen id="activity" title={t('admin.menu.activity')}>
      <form className="adm-filter" aria-label={t('admin.activity.filter')} onSubmit={submit}>
        <TextField
          // Filter labels stay on one line (the row keeps its fields aligned): the forms it takes are a hint.
          label={t('admin.activity.who')}
          hint={t('admin.activity.whoHint')}
          name="actor"
          value={draft.actor}
          onChange={(event) => set({ actor: event.target.value })}
        />
        <AllOrOneField
          label={t('admin.promo.kind')}
          name="kind"
          value={draft.kind}
          values={AUDIT_KINDS}
          labelOf={kindLabel}
          onChange={(kind) => set({ kind })}
        />
        <TextField
          label={t('admin.activity.recordId')}
          name="record"
          value={draft.record}
          onChange={(event) => set({ record: event.target.value })}
        />
        <DateRangeFields
          fromLabel={t('admin.activity.from')}
          toLabel={t('admin.activity.to')}
          from={draft.from}
          to={draft.to}
          onChange={set}
        />
        <Button type="submit" disabled={Boolean(error)}>
          {t('admin.activity.apply')}
        </Button>
        <Button variant="secondary" onClick={clear}>
          {t('admin.filter.clear')}
        </Button>
        {error ? (
          <div className="adm-filter__notes">
            <p className="sh-field__error" role="alert">
              {error}
            </p>
          </div>
        ) : null}
      </form>
      {rangeNote(applied) ? <p className="adm-screen__note">{rangeNote(applied)}</p> : null}
      <PagedTable
        list={list}
        loading={t('admin.activity.loading')}
        error={({ message }) => t('admin.activity.failed', { message })}
        count={(count) => t('admin.activity.count', { count })}
        caption={t('admin.activity.caption')}
        columns={columns}
        rowKey={(e) => e._id}
        empty={t('admin.activity.empty')}
        pagerLabel={t('admin.activity.pages')}
      />
    </AdminScreen>
  );
}
