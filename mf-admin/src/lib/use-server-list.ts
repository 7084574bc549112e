import { useState } from 'react';
import { useApiGet, type ApiState } from '@travel/shell/data';
import { apiErrorMessage } from '@travel/shell/http';
import { toast } from '@travel/shell/ui';
import { useConfirm } from '@travel/shell/dialogs';
import { t } from '@travel/shell/i18n';

export interface ServerListOptions<Body> {
  /** The URL of one page of the list; null while there is nothing to ask (an invalid filter). */
  url: (page: number) => string | null;
  /** How many rows a page holds, for the step back when the last row of a page goes. */
  rowCount: (body: Body) => number;
  /** Where the page number lives when not in the hook (the booking lists keep it in the URL). */
  page?: readonly [number, (page: number) => void];
}

export interface RemoveRowTexts {
  /** The confirmation question. */
  question: string;
  /** The question's title, e.g. 'Delete booking'. */
  title: string;
  /** The toast after the server agreed. */
  done: string;
  /** The toast after it refused or could not be reached. */
  failed: string | ((error: unknown) => string);
  /**
   * Puts the row back (from Recently deleted), answering the server's message: the done toast then offers
   * Undo for UNDO_MS.
   */
  undo?: () => Promise<string>;
}

/** What a row's `remove` answers when the admin, asked again (a delete that cancels bookings), said no. */
export const REMOVE_DECLINED = Symbol('remove declined');

/** How long a delete's toast offers Undo. */
export const UNDO_MS = 10_000;

/**
 * The plumbing of an admin list the server pages: the page number, the page shown (while the next one
 * loads, the previous stays on screen, marked busy, instead of a loading line), and deleting a row with
 * a confirmation and a toast either way.
 */
export function useServerList<Body>({ url, rowCount, page: outerPage }: ServerListOptions<Body>) {
  const ownPage = useState(1);
  const [page, setPage] = outerPage ?? ownPage;
  const list = useApiGet<Body>(url(page));
  const { confirm, dialog } = useConfirm();
  const [removing, setRemoving] = useState<string | null>(null);

  const shown: ApiState<Body> =
    list.status === 'loading' && list.previous !== undefined
      ? { status: 'success', data: list.previous }
      : list;

  /** Deletes the row `key` through `remove` once the admin confirms. */
  async function removeRow(key: string, remove: () => Promise<unknown>, texts: RemoveRowTexts) {
    if (
      !(await confirm(texts.question, {
        title: texts.title,
        confirmLabel: t('admin.common.delete'),
      }))
    )
      return;
    setRemoving(key);
    try {
      if ((await remove()) === REMOVE_DECLINED) return;
      const undo = texts.undo;
      toast.success(
        texts.done,
        undo && {
          action: { label: t('admin.common.undo'), run: () => void undoRemove(undo) },
          durationMs: UNDO_MS,
        },
      );
      // The last row of the last page: show the page before, which is now the last.
      const onlyRow = shown.status === 'success' && rowCount(shown.data) === 1;
      if (onlyRow && page > 1) setPage(page - 1);
      else list.reload();
    } catch (error) {
      toast.error(typeof texts.failed === 'string' ? texts.failed : texts.failed(error));
    } finally {
      setRemoving(null);
    }
  }

  async function undoRemove(undo: () => Promise<string>) {
    try {
      toast.success(await undo());
      list.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('admin.common.undoFailed')));
    }
  }

  return {
    page,
    setPage,
    shown,
    /** True while a page (the first, the next, or the same again) is on its way. */
    busy: list.status === 'loading',
    reload: list.reload,
    /** The key of the row being deleted, for its button's busy state. */
    removing,
    removeRow,
    confirm,
    /** The confirmation dialog: render it once in the screen. */
    dialog,
  };
}
