import { useState, type ReactNode } from 'react';
import type { Paged } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api, apiErrorMessage } from '@travel/shell/http';
import { useSearchParams } from '@travel/shell/router';
import { DataTable, Pager, type Column } from '@travel/shell/tables';
import { Link } from '@travel/shell/router';
import { AsyncView, Button, toast } from '@travel/shell/ui';
import { useConfirm } from '@travel/shell/dialogs';
import { runAction, type PlainAction } from '../../api/booking-actions';
import { availableActions, rowActionLabel } from '../../lib/booking-actions';
import { bookingPath } from '../../lib/booking-paths';
import { restoreDeleted, type DeletableKind } from '../../api/restore-deleted';
import { csvFileName, toCsv, type CsvColumn } from '../../lib/csv';
import { downloadText } from '../../lib/download-file';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { useServerList } from '../../lib/use-server-list';
import { useBookingChanges } from './use-booking-changes';
import { BookingFilterForm, type FilterOption } from './booking-filter-form';
import {
  filterError,
  rangeNote,
  filterParams,
  readListQuery,
  writeListQuery,
  type BookingFilter,
  type BookingListKind,
} from '../../lib/list-query';
import { actionsColumn } from '../table-cells';
import { AdminScreen } from '../admin-screen';
import '../admin-screen.css';
import { deleteQuestion, type PaidBooking } from './booking-payment';
import { t } from '@travel/shell/i18n';

interface BookingRow extends PaidBooking {
  _id: string;
  reference: string;
  status: 'held' | 'confirmed' | 'cancelled' | 'expired';
}

export interface BookingListScreenProps<Row extends BookingRow, Items> {
  title: string;
  /** GET list endpoint, e.g. '/api/booking'. */
  endpoint: string;
  deleteUrl: (row: Row) => string;
  /** What Recently deleted calls these bookings: the delete's toast offers Undo through it. */
  deletedKind: Extract<DeletableKind, 'tour-booking' | 'stay-booking'>;
  /** 'destinationId' or 'offerId': the API's and the URL's name of the item filter. */
  itemParam: string;
  /** Which texts the filter and notes use: `admin.bookings.tour.*` or `admin.bookings.stay.*`. */
  kind: BookingListKind;
  /** Where the item select gets its options, and how. */
  itemsEndpoint: string;
  itemOptions: (data: Items) => FilterOption[];
  columns: Column<Row>[];
  csvColumns: CsvColumn<Row>[];
  /** 'tour-bookings': the export is saved as `<prefix>-YYYY-MM-DD.csv`. */
  csvPrefix: string;
  /** Above the list (the guest limit form of the stays screen). */
  children?: ReactNode;
  /** Where the screen's New booking button leads (the back-office booking form, on this kind). */
  newBookingPath?: string;
}

/**
 * An admin list of bookings: server-side pages, a date and item filter kept in the URL (a reload or a
 * shared link shows the same list), deletion with confirmation and a CSV export of everything the filter
 * matches. Tour and stay bookings differ only in their columns and filter item.
 */
export function BookingListScreen<Row extends BookingRow, Items>({
  title,
  endpoint,
  deleteUrl,
  deletedKind,
  itemParam,
  kind,
  itemsEndpoint,
  itemOptions,
  columns,
  csvColumns,
  csvPrefix,
  children,
  newBookingPath,
}: BookingListScreenProps<Row, Items>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = readListQuery(searchParams, itemParam);
  const invalid = filterError(filter);
  const go = (next: BookingFilter, nextPage: number) =>
    setSearchParams(writeListQuery(next, nextPage, itemParam));
  const list = useServerList<Paged<Row>>({
    url: (shownPage) => {
      if (invalid) return null;
      const query = writeListQuery(filter, shownPage, itemParam);
      query.set('page', String(shownPage));
      return `${endpoint}?${query.toString()}`;
    },
    rowCount: (body) => body.data.length,
    page: [page, (next) => go(filter, next)],
  });
  const items = useApiGet<Items>(itemsEndpoint);
  useBookingChanges(list.reload);
  const [exporting, setExporting] = useState(false);
  const [acting, setActing] = useState<string | null>(null);
  const { confirm, dialog: askFirst } = useConfirm();

  /** A row's quick action (confirm, mark paid, cancel), the list read again after it. */
  async function act(row: Row, action: PlainAction) {
    if (
      action === 'cancel' &&
      !(await confirm(t('admin.bookings.cancelQuestion', { reference: row.reference }), {
        title: t('admin.bookings.cancelTitle'),
        confirmLabel: t('admin.bookings.cancelTitle'),
      }))
    ) {
      return;
    }
    setActing(`${row._id} ${action}`);
    try {
      const { message } = await runAction(row.reference, action);
      toast.success(message);
      list.reload();
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t('admin.common.actionFailed')));
    } finally {
      setActing(null);
    }
  }

  const remove = (row: Row) =>
    list.removeRow(row._id, () => api.delete(deleteUrl(row)), {
      question: deleteQuestion(row),
      title: t('admin.bookings.deleteTitle'),
      done: t('admin.bookings.deleted'),
      failed: t('admin.bookings.deleteFailed'),
      undo: () => restoreDeleted(deletedKind, row._id),
    });

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchAllPages<Row>(endpoint, filterParams(filter, itemParam));
      downloadText(csvFileName(csvPrefix), toCsv(csvColumns, rows));
      toast.success(t('admin.bookings.exported', { count: rows.length }));
    } catch {
      toast.error(t('admin.bookings.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  const withActions: Column<Row>[] = [
    ...columns,
    actionsColumn((row) => (
      <span className="adm-row-actions">
        <Link
          className="adm-row-actions__open"
          to={bookingPath(row.reference)}
          aria-label={t('admin.bookings.openLabel', { reference: row.reference })}
        >
          {t('admin.bookings.open')}
        </Link>
        {availableActions(row)
          .filter((action) => action !== 'resend')
          .map((action) => (
            <Button
              key={action}
              variant="secondary"
              busy={acting === `${row._id} ${action}`}
              busyText="..."
              aria-label={t('admin.bookings.actionLabel', {
                action: rowActionLabel(action),
                reference: row.reference,
              })}
              onClick={() => void act(row, action)}
            >
              {rowActionLabel(action)}
            </Button>
          ))}
        <Button
          variant="danger"
          busy={list.removing === row._id}
          busyText={t('admin.common.deleting')}
          aria-label={t('admin.bookings.deleteLabel', { reference: row.reference })}
          onClick={() => void remove(row)}
        >
          {t('admin.common.delete')}
        </Button>
      </span>
    )),
  ];

  const total = list.shown.status === 'success' && !list.busy ? list.shown.data.total : undefined;

  return (
    <AdminScreen
      id={csvPrefix}
      title={title}
      actions={
        <div className="adm-screen__actions">
          {newBookingPath ? (
            <Link className="sh-button sh-button--primary" to={newBookingPath}>
              {t('admin.bookings.newBooking')}
            </Link>
          ) : null}
          <Button
            variant="secondary"
            busy={exporting}
            busyText={t('admin.common.exporting')}
            disabled={Boolean(invalid) || total === 0}
            onClick={() => void exportCsv()}
          >
            {t('admin.common.exportCsv')}
          </Button>
        </div>
      }
    >
      {children}
      <BookingFilterForm
        filter={filter}
        onChange={(next) => go(next, 1)}
        fromLabel={t(`admin.bookings.${kind}.from`)}
        toLabel={t(`admin.bookings.${kind}.to`)}
        itemLabel={t(`admin.bookings.${kind}.item`)}
        selectedLabel={t(`admin.bookings.${kind}.selectedItem`)}
        itemsFailedLabel={t(`admin.bookings.${kind}.itemsFailed`)}
        items={items.status === 'success' ? itemOptions(items.data) : []}
        itemsUnavailable={items.status === 'error'}
      />
      {invalid ? null : (
        <AsyncView
          state={list.shown}
          loading={t('admin.bookings.loading')}
          error={t('admin.bookings.fetchFailed')}
          onRetry={list.reload}
        >
          {(data) => (
            <>
              <p className="adm-screen__count" aria-live="polite">
                {t('admin.statistics.bookingCount', { count: data.total })}
              </p>
              {rangeNote(filter, kind) ? (
                <p className="adm-screen__note">{rangeNote(filter, kind)}</p>
              ) : null}
              <div className="adm-list">
                <DataTable
                  // Not the title: the screen's section is already a region of that name.
                  caption={t('admin.common.listCaption', { title })}
                  columns={withActions}
                  rows={data.data}
                  rowKey={(row) => row._id}
                  empty={t('admin.updates.noBookings')}
                  busy={list.busy}
                />
              </div>
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPageChange={(next) => go(filter, next)}
                label={t('admin.common.pagerLabel', { title })}
              />
            </>
          )}
        </AsyncView>
      )}
      {list.dialog}
      {askFirst}
    </AdminScreen>
  );
}
