import type { Paged } from '@travel/shell/api-types';
import { Pager } from '@travel/shell/tables';
import { AsyncView, tRich } from '@travel/shell/ui';
import { formatDateTime } from '../../lib/format';
import { useServerList } from '../../lib/use-server-list';
import { actionLabel, actorLabel, auditUrl, type AuditEntry } from './audit-api';
import { AuditChanges } from './audit-changes';
import { t } from '@travel/shell/i18n';

/** An edit popup's "History": who changed this record and how, newest first, from the audit trail. */
export function RecordHistory({ record }: { record: string }) {
  const list = useServerList<Paged<AuditEntry>>({
    url: (page) => auditUrl({ record }, page),
    rowCount: (body) => body.data.length,
  });
  return (
    <section className="adm-history" aria-label={t('admin.history.title')}>
      <h2 className="adm-history__title">{t('admin.history.title')}</h2>
      <AsyncView
        state={list.shown}
        loading={t('admin.history.loading')}
        error={t('admin.history.failed')}
        onRetry={list.reload}
      >
        {(data) =>
          data.data.length ? (
            <>
              <ol className="adm-history__list">
                {data.data.map((entry) => (
                  <li key={entry._id}>
                    <p className="adm-history__head">
                      {tRich(
                        'admin.history.entry',
                        {
                          strong: (text) => <strong>{text}</strong>,
                          time: (text) => <time dateTime={entry.at}>{text}</time>,
                        },
                        {
                          action: actionLabel(entry.action),
                          actor: actorLabel(entry.actor),
                          at: formatDateTime(entry.at),
                        },
                      )}
                    </p>
                    <AuditChanges entry={entry} />
                  </li>
                ))}
              </ol>
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={list.setPage}
                label={t('admin.history.pages')}
              />
            </>
          ) : (
            <p className="adm-muted">{t('admin.history.empty')}</p>
          )
        }
      </AsyncView>
    </section>
  );
}
