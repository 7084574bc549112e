import { api } from '@travel/shell/http';
import type { Paged } from '@travel/shell/api-types';

/** The API's largest page size: few requests, each answer still light. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row a paged list holds for these query parameters, fetched page after page (not at once: an
 * export must not flood the API). `onProgress` hears how many rows have arrived so far.
 */
export async function fetchAllPages<T>(
  url: string,
  params: Record<string, string>,
  onProgress?: (loaded: number, total: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await api.get<Paged<T>>(url, {
      params: { ...params, page: String(page), limit: String(EXPORT_PAGE_SIZE) },
    });
    rows.push(...data.data);
    onProgress?.(rows.length, data.total);
    if (page >= data.totalPages || data.data.length === 0) return rows;
  }
}
