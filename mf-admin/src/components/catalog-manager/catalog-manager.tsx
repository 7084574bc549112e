import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useApiGet, type ApiState } from '@travel/shell/data';
import { apiErrorCode, apiErrorMessage } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import { DataTable, Pager, SearchBox, useTableQuery, type Column } from '@travel/shell/tables';
import { AsyncView, Button } from '@travel/shell/ui';
import { Modal } from '@travel/shell/dialogs';
import { REMOVE_DECLINED, useServerList } from '../../lib/use-server-list';
import { restoreDeleted, type DeletableKind } from '../../api/restore-deleted';
import { RecordHistory } from '../audit';
import type { CatalogFormProps } from './use-catalog-form';
import { actionsColumn } from '../table-cells';
import { catalogTexts, type CatalogTexts } from './catalog-parts';
import { AdminScreen } from '../admin-screen';
import '../admin-screen.css';
import './catalog-manager.css';

/** One page of rows as the screen shows it; `totalPages` is the server's when it pages. */
interface RowsPage<Row> {
  rows: Row[];
  page: number;
  totalPages: number;
  /** Records over all pages. */
  total: number;
}

/** Where the list comes from: the whole list (paged here), or one server page at a time. */
export type CatalogSource<Row> =
  | { kind: 'all'; url: string; select: (body: unknown) => Row[] }
  | { kind: 'paged'; url: (page: number) => string; select: (body: unknown) => RowsPage<Row> };

export interface CatalogConfig<Row> {
  /** The screen's heading, e.g. 'Hotel Management'. */
  title: string;
  /** The table's caption for screen readers, e.g. 'Hotels'. */
  caption: string;
  source: CatalogSource<Row>;
  rowKey: (row: Row) => string;
  /** How a row is named in its buttons' accessible names ('Edit {name}'). */
  rowName: (row: Row) => string;
  /** The resource's own columns; the manager adds Actions (Edit, Delete). */
  columns: Column<Row>[];
  searchText: (row: Row) => string;
  searchLabel: string;
  /** Singular and plural in English, for the count over the table: ['hotel', 'hotels']. */
  nouns: [string, string];
  /**
   * The screen's wording; what is left out follows from `nouns` in English (catalogTexts). A translated
   * screen gives all of it from its messages (`catalogMessages('admin.hotels')`).
   */
  texts?: Partial<CatalogTexts>;
  /** The record to edit, as the API serves it (GET /api/hotel/{id} ...). */
  recordUrl: (row: Row) => string;
  selectRecord: (body: unknown) => Row | undefined;
  remove: (row: Row) => Promise<unknown>;
  /**
   * For records visitors book (tours, offers): the delete that cancels their live bookings in the same
   * action. A plain delete the API refuses (409: it names the bookings, tickets or nights and dates) then
   * asks the admin with that message whether to cancel them all and delete.
   */
  removeCancellingBookings?: (row: Row) => Promise<unknown>;
  /** What Recently deleted calls a record of this screen: the delete's toast offers Undo through it. */
  deletedKind: DeletableKind;
  Form: ComponentType<CatalogFormProps<Row>>;
}

type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row } | null;

function EditLoader<Row>({
  config,
  row,
  children,
}: {
  config: CatalogConfig<Row>;
  row: Row;
  children: (record: Row) => ReactNode;
}) {
  const state = useApiGet<unknown>(config.recordUrl(row));
  const record = state.status === 'success' ? config.selectRecord(state.data) : undefined;
  let selected: ApiState<Row> = state.status === 'success' ? { status: 'loading' } : state;
  if (state.status === 'success') {
    selected = record
      ? { status: 'success', data: record }
      : { status: 'error', notFound: true, message: t('admin.catalog.recordNotFound') };
  }
  return (
    <AsyncView
      state={selected}
      loading={t('admin.common.loading')}
      error={({ message }) => t('admin.catalog.recordFailed', { message })}
      onRetry={state.reload}
    >
      {children}
    </AsyncView>
  );
}

function CatalogTable<Row>({
  config,
  data,
  busy,
  onPage,
  actions,
}: {
  config: CatalogConfig<Row>;
  data: RowsPage<Row>;
  busy: boolean;
  onPage: (page: number) => void;
  actions: Column<Row>;
}) {
  const columns = [...config.columns, actions];
  const pagedHere = config.source.kind === 'all';
  const query = useTableQuery(data.rows, { columns, searchText: config.searchText });
  const texts = catalogTexts(config.nouns, config.texts);
  return (
    <>
      <div className="adm-catalog__tools">
        <SearchBox label={config.searchLabel} value={query.search} onChange={query.setSearch} />
        <p className="adm-screen__count" aria-live="polite">
          {texts.count(pagedHere || query.search ? query.total : data.total)}
          {!pagedHere && query.search ? ` ${t('admin.catalog.onThisPage')}` : null}
        </p>
      </div>
      <div className="adm-list adm-catalog">
        <DataTable
          caption={config.caption}
          columns={columns}
          rows={query.pageRows}
          rowKey={config.rowKey}
          sort={query.sort}
          onSortChange={query.setSort}
          busy={busy}
          empty={
            query.search ? (
              t('admin.catalog.noMatch', { search: query.search })
            ) : (
              <span className="adm-stack">
                <strong>{texts.emptyTitle}</strong>
                <span>{texts.emptyHint}</span>
              </span>
            )
          }
        />
      </div>
      {pagedHere ? (
        <Pager
          page={query.page}
          totalPages={query.totalPages}
          onPageChange={query.setPage}
          label={t('admin.common.pagerLabel', { title: config.caption })}
        />
      ) : (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={onPage}
          label={t('admin.common.pagerLabel', { title: config.caption })}
        />
      )}
    </>
  );
}

/**
 * One catalog management screen (hotels, destinations, offers, blog posts): a searchable, sortable,
 * paged table with Edit and Delete on each row, and the resource's form in a popup for adding and editing.
 */
export function CatalogManager<Row>({ config }: { config: CatalogConfig<Row> }) {
  const { source } = config;
  const texts = catalogTexts(config.nouns, config.texts);
  const select = (body: unknown): RowsPage<Row> =>
    source.kind === 'all'
      ? { rows: source.select(body), page: 1, totalPages: 1, total: 0 }
      : source.select(body);
  // The whole list has one server page: only a paged source ever steps back a page.
  const list = useServerList<unknown>({
    url: (page) => (source.kind === 'all' ? source.url : source.url(page)),
    rowCount: (body) => select(body).rows.length,
  });
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const closeRef = useRef<(() => void) | null>(null);

  const shown: ApiState<RowsPage<Row>> =
    list.shown.status === 'success'
      ? { status: 'success', data: select(list.shown.data) }
      : list.shown;

  /** The delete; one refused for its bookings asks again, offering to cancel them all in the same action. */
  const removeOrAsk = async (row: Row): Promise<unknown> => {
    try {
      return await config.remove(row);
    } catch (error) {
      const cancelling = config.removeCancellingBookings;
      // Only the refusal for its bookings: another conflict must not turn into cancelling and refunding them.
      if (!cancelling || apiErrorCode(error) !== 'HAS_LIVE_BOOKINGS') throw error;
      const go = await list.confirm(apiErrorMessage(error, ''), {
        title: t('admin.catalog.deleteWithBookings'),
        confirmLabel: t('admin.catalog.cancelAllAndDelete'),
      });
      return go ? cancelling(row) : REMOVE_DECLINED;
    }
  };

  const remove = (row: Row) =>
    list.removeRow(config.rowKey(row), () => removeOrAsk(row), {
      question: texts.deleteQuestion,
      title: t('admin.catalog.confirmDelete'),
      done: texts.deleteSuccess,
      failed: (error) => texts.deleteFailure(apiErrorMessage(error, t('admin.catalog.tryAgain'))),
      undo: () => restoreDeleted(config.deletedKind, config.rowKey(row)),
    });

  const actions: Column<Row> = actionsColumn((row: Row) => (
    <span className="adm-catalog__actions">
      <Button
        variant="secondary"
        aria-label={t('admin.catalog.editRecord', { name: config.rowName(row) })}
        onClick={() => setEditing({ mode: 'edit', row })}
      >
        {t('admin.common.edit')}
      </Button>
      <Button
        variant="danger"
        busy={list.removing === config.rowKey(row)}
        busyText={t('admin.common.deleting')}
        aria-label={t('admin.catalog.deleteRecord', { name: config.rowName(row) })}
        onClick={() => void remove(row)}
      >
        {t('admin.common.delete')}
      </Button>
    </span>
  ));

  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    list.reload();
  };
  const formProps = { onSaved: saved, onClose: close, closeRef };
  const { Form } = config;

  return (
    <AdminScreen
      id="catalog"
      title={config.title}
      actions={<Button onClick={() => setEditing({ mode: 'add' })}>{texts.add}</Button>}
    >
      <AsyncView
        state={shown}
        loading={texts.loading}
        error={({ message }) => texts.fetchError(message)}
        onRetry={list.reload}
      >
        {(data) => (
          <CatalogTable
            config={config}
            data={data}
            busy={list.busy}
            onPage={list.setPage}
            actions={actions}
          />
        )}
      </AsyncView>
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? texts.editTitle : texts.add}
        onClose={() => (closeRef.current ? closeRef.current() : close())}
        className="adm-catalog-modal"
      >
        {editing?.mode === 'add' ? <Form record={null} {...formProps} /> : null}
        {editing?.mode === 'edit' ? (
          <>
            <EditLoader config={config} row={editing.row}>
              {(record) => <Form record={record} {...formProps} />}
            </EditLoader>
            <RecordHistory record={config.rowKey(editing.row)} />
          </>
        ) : null}
      </Modal>
      {list.dialog}
    </AdminScreen>
  );
}
