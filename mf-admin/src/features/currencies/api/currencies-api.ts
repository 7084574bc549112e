import type { CurrencyList, CurrencyRate, UpdateCurrenciesRequest } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

export type { CurrencyList, CurrencyRate };

/** The list visitors read (public): after a save or import the server drops its cached copy. */
export const currenciesUrl = '/api/currencies';
export const saveCurrenciesUrl = '/api/admin/currencies';
export const importCurrenciesUrl = '/api/admin/currencies/import';

export const useCurrencies = () => useApiGet<CurrencyList>(currenciesUrl);

interface Saved {
  message: string;
  data: CurrencyList;
}

/** Replaces the list with the table's rows; answers the list saved. */
export async function saveCurrencies(body: UpdateCurrenciesRequest): Promise<CurrencyList> {
  return (await api.put<Saved>(saveCurrenciesUrl, body)).data.data;
}

/** Replaces the list with a CSV file's `code,rate` lines; answers the list saved. */
export async function importCurrencies(file: File): Promise<CurrencyList> {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<Saved>(importCurrenciesUrl, form)).data.data;
}
