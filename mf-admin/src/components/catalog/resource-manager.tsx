import { useState } from 'react';
import { useApiGet, type ApiState } from '@travel/shell/data';
import { api, apiErrorMessage } from '@travel/shell/http';
import { DataTable, Pager, SearchBox, useTableQuery, type Column } from '@travel/shell/tables';
import { AsyncView, Button, toast, useConfirm } from '@travel/shell/ui';
import { ResourceEditor, type EditorTarget } from './resource-editor';
import type { ResourceConfig } from './types';
import '../admin-screen.css';
import './catalog.css';

interface Listing<Row> {
  rows: Row[];
  /** Server pages (blog); 1 for lists the API sends whole. */
  page: number;
  totalPages: number;
}

function readListing<Row>(config: ResourceConfig<Row>, body: unknown): Listing<Row> {
  const rows = config.list.rows(body);
  if (config.list.kind === 'all') return { rows, page: 1, totalPages: 1 };
  const paged = body as { page?: number; totalPages?: number };
  return { rows, page: paged.page ?? 1, totalPages: paged.totalPages ?? 1 };
}

/**
 * One catalog management screen (hotels, destinations, offers, blog posts): the table with search,
 * sort and paging, the add / edit popup and the delete confirmation. What differs per resource comes
 * from its config.
 */
export function ResourceManager<Row>({ config }: { config: ResourceConfig<Row> }) {
  const { texts, noun } = config;
  const [serverPage, setServerPage] = useState(1);
  const list = useApiGet<unknown>(
    config.list.kind === 'all' ? config.list.url : config.list.url(serverPage),
  );
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  // Keep the table on screen while the next server page or a reload arrives.
  const shownBody = list.status === 'success' ? list.data : list.previous;
  const state: ApiState<Listing<Row>> =
    shownBody !== undefined && list.status !== 'error'
      ? { status: 'success', data: readListing(config, shownBody) }
      : list.status === 'error'
        ? list
        : { status: 'loading' };
  const listing = state.status === 'success' ? state.data : null;

  async function remove(row: Row) {
    const yes = await confirm(texts.deleteQuestion, {
      title: `Delete ${noun}`,
      confirmLabel: 'Delete',
    });
    if (!yes) return;
    const id = config.id(row);
    setDeleting(id);
    try {
      await api.delete(config.endpoints.remove(id));
      toast.success(texts.deleteSuccess);
      // The last row of the last server page: show the page before, now the last one.
      if (listing && listing.rows.length === 1 && serverPage > 1) setServerPage(serverPage - 1);
      else list.reload();
    } catch (error) {
      toast.error(
        texts.deleteError(
          apiErrorMessage(error, error instanceof Error ? error.message : 'Network error'),
        ),
      );
    } finally {
      setDeleting(null);
    }
  }

  const columns: Column<Row>[] = [
    ...config.columns,
    {
      key: 'actions',
      header: 'Actions',
      className: 'adm-cell--actions',
      render: (row) => (
        <span className="adm-row-actions">
          <Button
            variant="secondary"
            aria-label={`Edit ${config.name(row)}`}
            onClick={() => setEditor({ mode: 'edit', id: config.id(row) })}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            busy={deleting === config.id(row)}
            busyText="Deleting..."
            aria-label={`Delete ${config.name(row)}`}
            onClick={() => void remove(row)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  const query = useTableQuery(listing?.rows ?? [], {
    columns,
    searchText: config.searchText,
  });
  const titleId = `${noun.replace(/\s+/g, '-')}-admin-title`;
  const paged = config.list.kind === 'paged';

  return (
    <section className="adm-screen" aria-labelledby={titleId}>
      <header className="adm-screen__head">
        <h1 id={titleId}>{texts.title}</h1>
        <Button onClick={() => setEditor({ mode: 'add' })}>{texts.add}</Button>
      </header>
      {config.intro}
      <AsyncView
        state={state}
        loading={texts.loading}
        error={(failure) => texts.fetchError(failure.message)}
        onRetry={list.reload}
        isEmpty={(data) => data.rows.length === 0}
        empty={
          <div className="adm-panel adm-empty">
            <p className="adm-empty__title">{texts.emptyTitle}</p>
            <p className="adm-muted">{texts.emptyHint}</p>
          </div>
        }
      >
        {(data) => (
          <>
            <div className="adm-catalog__tools">
              <SearchBox
                label={`Search ${paged ? 'this page' : texts.title.toLowerCase()}`}
                value={query.search}
                onChange={query.setSearch}
              />
              <p className="adm-screen__count" aria-live="polite">
                {paged
                  ? `Page ${data.page} of ${data.totalPages}`
                  : `${query.total} of ${data.rows.length}`}
              </p>
            </div>
            <div className="adm-list">
              <DataTable
                caption={texts.title}
                columns={columns}
                rows={query.pageRows}
                rowKey={config.id}
                sort={query.sort}
                onSortChange={query.setSort}
                empty={`Nothing matches "${query.search.trim()}".`}
                busy={list.status === 'loading'}
              />
            </div>
            {paged ? (
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={setServerPage}
                label={`${texts.title} pages`}
              />
            ) : (
              <Pager
                page={query.page}
                totalPages={query.totalPages}
                onPageChange={query.setPage}
                label={`${texts.title} pages`}
              />
            )}
          </>
        )}
      </AsyncView>
      {editor ? (
        <ResourceEditor
          config={config}
          target={editor}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            list.reload();
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
