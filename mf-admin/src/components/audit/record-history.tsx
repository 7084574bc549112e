import type { Paged } from '@travel/shell/api-types';
import { Pager } from '@travel/shell/tables';
import { AsyncView } from '@travel/shell/ui';
import { formatDateTime } from '../../lib/format';
import { useServerList } from '../../lib/use-server-list';
import { ACTION_LABELS, actorLabel, auditUrl, type AuditEntry } from './audit-api';
import { AuditChanges } from './audit-changes';

/** An edit popup's "History": who changed this record and how, newest first, from the audit trail. */
export function RecordHistory({ record }: { record: string }) {
  const list = useServerList<Paged<AuditEntry>>({
    url: (page) => auditUrl({ record }, page),
    rowCount: (body) => body.data.length,
  });
  return (
    <section className="adm-history" aria-label="History">
      <h2 className="adm-history__title">History</h2>
      <AsyncView
        state={list.shown}
        loading="Loading the history..."
        error="Failed to load the history."
        onRetry={list.reload}
      >
        {(data) =>
          data.data.length ? (
            <>
              <ol className="adm-history__list">
                {data.data.map((entry) => (
                  <li key={entry._id}>
                    <p className="adm-history__head">
                      <strong>{ACTION_LABELS[entry.action]}</strong> by {actorLabel(entry.actor)},{' '}
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </p>
                    <AuditChanges entry={entry} />
                  </li>
                ))}
              </ol>
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={list.setPage}
                label="History pages"
              />
            </>
          ) : (
            <p className="adm-muted">No changes recorded yet.</p>
          )
        }
      </AsyncView>
    </section>
  );
}
