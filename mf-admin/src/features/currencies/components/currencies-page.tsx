import { useId, useState } from 'react';
import { TextField } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';
import { apiErrorMessage } from '@travel/shell/http';
import { AsyncView, Button, toast } from '@travel/shell/ui';
import { AdminScreen } from '../../../components/admin-screen';
import {
  importCurrencies,
  saveCurrencies,
  useCurrencies,
  type CurrencyList,
} from '../api/currencies-api';
import { checkRows, newRow, rowsOf, type CurrencyRow } from '../lib/currency-rows';
import { formatDateTime } from '../../../lib/format';
import '../../../components/admin-screen.css';
import './currencies-page.css';

/**
 * /admin/currencies: the currencies visitors may see prices in, each with its rate from the site's own,
 * edited row by row or replaced by a CSV file's `code,rate` lines.
 */
export function CurrenciesPage() {
  const currencies = useCurrencies();
  return (
    <AdminScreen id="currencies" title={t('admin.currencies.title')}>
      <AsyncView
        state={currencies}
        loading={t('admin.currencies.loading')}
        error={t('admin.currencies.loadFailed')}
      >
        {(list) => (
          // Saved or imported, the editor starts again from the list the server answers.
          <CurrencyEditor
            key={list.updatedAt ?? 'default'}
            list={list}
            onSaved={currencies.reload}
          />
        )}
      </AsyncView>
    </AdminScreen>
  );
}

interface CurrencyEditorProps {
  list: CurrencyList;
  onSaved: () => void;
}

function CurrencyEditor({ list, onSaved }: CurrencyEditorProps) {
  const { base } = list;
  const [rows, setRows] = useState<CurrencyRow[]>(() => rowsOf(list));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (key: number, change: Partial<CurrencyRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function save() {
    const checked = checkRows(rows, base);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    setSaving(true);
    try {
      await saveCurrencies({ currencies: checked.currencies });
      toast.success(t('admin.currencies.saved'));
      onSaved();
    } catch (error) {
      setProblem(apiErrorMessage(error, t('admin.currencies.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <p className="adm-screen__note">{t('admin.currencies.note', { base })}</p>
      <p className="adm-currencies__saved">
        {list.updatedAt
          ? t('admin.currencies.lastSaved', { when: formatDateTime(list.updatedAt) })
          : t('admin.currencies.neverSaved', { base })}
      </p>
      <form
        className="adm-currencies"
        aria-label={t('admin.currencies.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <table className="adm-currencies__table">
          <caption>{t('admin.currencies.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.currencies.code')}</th>
              <th scope="col">{t('admin.currencies.rate', { base })}</th>
              <th scope="col">
                <span className="sh-visually-hidden">{t('admin.common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <strong>{base}</strong> {t('admin.currencies.siteCurrency')}
              </td>
              <td>1</td>
              <td />
            </tr>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <TextField
                    label={t('admin.currencies.codeOfRow', { row: index + 1 })}
                    name={`code-${row.key}`}
                    className="adm-currencies__code"
                    value={row.code}
                    maxLength={3}
                    autoCapitalize="characters"
                    spellCheck={false}
                    onChange={(event) => edit(row.key, { code: event.target.value })}
                  />
                </td>
                <td>
                  <TextField
                    label={t('admin.currencies.rateOfRow', { row: index + 1 })}
                    name={`rate-${row.key}`}
                    value={row.rate}
                    inputMode="decimal"
                    onChange={(event) => edit(row.key, { rate: event.target.value })}
                  />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={
                      row.code
                        ? t('admin.currencies.removeRowCode', {
                            row: index + 1,
                            code: row.code.toUpperCase(),
                          })
                        : t('admin.currencies.removeRow', { row: index + 1 })
                    }
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    {t('admin.common.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {problem && (
          <p className="adm-currencies__error" role="alert">
            {problem}
          </p>
        )}
        <div className="adm-currencies__actions">
          <Button variant="secondary" onClick={() => setRows((current) => [...current, newRow()])}>
            {t('admin.currencies.add')}
          </Button>
          <Button type="submit" busy={saving} busyText={t('admin.common.saving')}>
            {t('admin.currencies.save')}
          </Button>
        </div>
      </form>
      <RatesImport onImported={onSaved} />
    </>
  );
}

/** A CSV file of `code,rate` lines replaces the whole list; the server names a bad line. */
function RatesImport({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function upload(picked: File) {
    setProblem(null);
    setBusy(true);
    try {
      const saved = await importCurrencies(picked);
      toast.success(t('admin.currencies.imported', { count: saved.currencies.length - 1 }));
      onImported();
    } catch (error) {
      setProblem(apiErrorMessage(error, t('admin.currencies.importFailed')));
    } finally {
      setBusy(false);
    }
  }

  // A CSV file has no preview to show: a plain labelled file input in the kit's field styles.
  return (
    <section className="adm-panel adm-currencies__import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.currencies.importTitle')}</h2>
      <div className={['sh-field', problem ? 'sh-field--invalid' : null].filter(Boolean).join(' ')}>
        <label className="sh-field__label" htmlFor={`${id}-file`}>
          {t('admin.currencies.csvFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          name="file"
          accept=".csv,text/csv,text/plain"
          className="sh-field__control"
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <div id={`${id}-hint`} className="sh-field__hint">
          {t('admin.currencies.importHint')}
        </div>
        {problem && (
          <p id={`${id}-error`} className="sh-field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <Button
        disabled={!file}
        busy={busy}
        busyText={t('admin.currencies.importing')}
        onClick={() => file && void upload(file)}
      >
        {t('admin.currencies.import')}
      </Button>
    </section>
  );
}
