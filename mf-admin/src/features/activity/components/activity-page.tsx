import { useState, type FormEvent } from 'react';
import type { Paged } from '@travel/shell/api-types';
import { TextField } from '@travel/shell/forms';
import type { Column } from '@travel/shell/tables';
import { Button } from '@travel/shell/ui';
import {
  ACTION_LABELS,
  actorLabel,
  AuditChanges,
  auditUrl,
  KIND_LABELS,
  NO_AUDIT_FILTER,
  type AuditEntry,
  type AuditFilter,
  type AuditKind,
} from '../../../components/audit';
import { formatDateTime } from '../../../lib/format';
import { daysSpanned } from '../../../lib/list-query';
import { useServerList } from '../../../lib/use-server-list';
import { AllOrOneField } from '../../../components/all-or-one-field';
import { DateRangeFields } from '../../../components/date-range-fields';
import { PagedTable } from '../../../components/paged-table';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';

const KINDS = Object.keys(KIND_LABELS) as AuditKind[];

/** Without both dates the API reads this many days: the last ones, from `from`, or up to `to`. */
const DEFAULT_DAYS = 7;
/** The most days the API reads at once. */
const MAX_DAYS = 92;

/** Why the filter cannot be sent, or null. 'YYYY-MM-DD' strings order like the days they name. */
function rangeError(filter: AuditFilter): string | null {
  if (!filter.from || !filter.to) return null;
  if (filter.from > filter.to) return 'The start date must be on or before the end date.';
  return daysSpanned(filter.from, filter.to) > MAX_DAYS
    ? `The dates can be at most ${MAX_DAYS} days apart.`
    : null;
}

/** Which days are shown when a date is left open (a record's history alone is shown whole), or null. */
function rangeNote(filter: AuditFilter): string | null {
  if ((filter.from && filter.to) || (filter.record.trim() && !filter.from && !filter.to))
    return null;
  if (filter.from) return `Changes from ${filter.from}, ${DEFAULT_DAYS} days.`;
  if (filter.to) return `Changes in the ${DEFAULT_DAYS} days up to ${filter.to}.`;
  return `Changes of the last ${DEFAULT_DAYS} days: choose dates to see older ones.`;
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
      header: 'When',
      className: 'adm-nowrap',
      render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
    },
    {
      key: 'actor',
      header: 'Who',
      className: 'adm-cell--email',
      render: (e) => actorLabel(e.actor),
    },
    { key: 'action', header: 'Action', render: (e) => ACTION_LABELS[e.action] },
    {
      key: 'record',
      header: 'Record',
      render: (e) => (
        <span className="adm-stack">
          <span>{KIND_LABELS[e.kind]}</span>
          <Button
            variant="link"
            className="adm-audit-record"
            aria-label={`Show the history of ${KIND_LABELS[e.kind].toLowerCase()} ${e.record}`}
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
      header: 'Changes',
      className: 'adm-cell--wrap',
      render: (e) => <AuditChanges entry={e} />,
    },
  ];

  return (
    <AdminScreen id="activity" title="Activity">
      <form className="adm-filter" aria-label="Filter activity" onSubmit={submit}>
        <TextField
          // Filter labels stay on one line (the row keeps its fields aligned): the forms it takes are a hint.
          label="Who"
          hint="An email, an account id, or visitor, webhook or sweep"
          name="actor"
          value={draft.actor}
          onChange={(event) => set({ actor: event.target.value })}
        />
        <AllOrOneField
          label="Kind"
          name="kind"
          value={draft.kind}
          values={KINDS}
          labelOf={(kind) => KIND_LABELS[kind]}
          onChange={(kind) => set({ kind })}
        />
        <TextField
          label="Record id"
          name="record"
          value={draft.record}
          onChange={(event) => set({ record: event.target.value })}
        />
        <DateRangeFields
          fromLabel="From"
          toLabel="To"
          from={draft.from}
          to={draft.to}
          onChange={set}
        />
        <Button type="submit" disabled={Boolean(error)}>
          Apply filters
        </Button>
        <Button variant="secondary" onClick={clear}>
          Clear filters
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
        loading="Loading activity..."
        error={({ message }) => `Failed to load the activity: ${message}`}
        count={(total) => (total === 1 ? '1 change' : `${total} changes`)}
        caption="Activity entries"
        columns={columns}
        rowKey={(e) => e._id}
        empty="No activity matches."
        pagerLabel="Activity pages"
      />
    </AdminScreen>
  );
}
