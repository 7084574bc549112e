import { useId, useState } from 'react';
import { TextField } from '@travel/shell/forms';
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
import '../../../components/admin-screen.css';
import './currencies-page.css';

/**
 * /admin/currencies: the currencies visitors may see prices in, each with its rate from the site's own,
 * edited row by row or replaced by a CSV file's `code,rate` lines.
 */
export function CurrenciesPage() {
  const currencies = useCurrencies();
  return (
    <AdminScreen id="currencies" title="Display currencies">
      <AsyncView
        state={currencies}
        loading="Loading currencies..."
        error="Failed to fetch currencies. Please try again later."
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
      toast.success('Currencies saved');
      onSaved();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Failed to save the currencies. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <p className="adm-screen__note">
        Visitors may see prices converted into these currencies, marked as approximate. What is
        charged and refunded, gift cards and promo codes stay in {base}. Each rate is what 1 {base}{' '}
        is worth in that currency.
      </p>
      <p className="adm-currencies__saved">
        {list.updatedAt
          ? `Last saved ${new Date(list.updatedAt).toLocaleString()}.`
          : `No list saved yet: visitors see prices in ${base} only.`}
      </p>
      <form
        className="adm-currencies"
        aria-label="Currencies"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <table className="adm-currencies__table">
          <caption>Currencies and their rates</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Rate (1 {base} =)</th>
              <th scope="col">
                <span className="sh-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <strong>{base}</strong> (site currency)
              </td>
              <td>1</td>
              <td />
            </tr>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <TextField
                    label={`Code of row ${index + 1}`}
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
                    label={`Rate of row ${index + 1}`}
                    name={`rate-${row.key}`}
                    value={row.rate}
                    inputMode="decimal"
                    onChange={(event) => edit(row.key, { rate: event.target.value })}
                  />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`Remove row ${index + 1}${row.code ? ` (${row.code.toUpperCase()})` : ''}`}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    Remove
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
            Add currency
          </Button>
          <Button type="submit" busy={saving} busyText="Saving...">
            Save currencies
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
      toast.success(`Imported ${saved.currencies.length - 1} currencies`);
      onImported();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Failed to import the file. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  // A CSV file has no preview to show: a plain labelled file input in the kit's field styles.
  return (
    <section className="adm-panel adm-currencies__import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import from a file</h2>
      <div className={['sh-field', problem ? 'sh-field--invalid' : null].filter(Boolean).join(' ')}>
        <label className="sh-field__label" htmlFor={`${id}-file`}>
          CSV file
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
          One line per currency: code,rate (such as EUR,0.92); a first line code,rate is skipped.
          The file replaces the list above.
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
        busyText="Importing..."
        onClick={() => file && void upload(file)}
      >
        Import
      </Button>
    </section>
  );
}
