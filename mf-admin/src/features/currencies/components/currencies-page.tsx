import { useState } from 'react';
import { FileField } from '@travel/shell/forms';
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
                  <input
                    className="sh-field__control adm-currencies__code"
                    aria-label={`Code of row ${index + 1}`}
                    value={row.code}
                    maxLength={3}
                    autoCapitalize="characters"
                    spellCheck={false}
                    onChange={(event) => edit(row.key, { code: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="sh-field__control adm-currencies__rate"
                    aria-label={`Rate of row ${index + 1}`}
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
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setProblem(null);
    setBusy(true);
    try {
      const saved = await importCurrencies(file);
      toast.success(`Imported ${saved.currencies.length - 1} currencies`);
      setFiles([]);
      onImported();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Failed to import the file. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const file = files[0];
  return (
    <section className="adm-panel adm-currencies__import" aria-labelledby="currencies-import">
      <h2 id="currencies-import">Import from a file</h2>
      <FileField
        label="CSV file"
        name="file"
        accept=".csv,text/csv,text/plain"
        files={files}
        onFiles={(picked) => {
          setFiles(picked);
          setProblem(null);
        }}
        error={problem}
        hint="One line per currency: code,rate (such as EUR,0.92); a first line code,rate is skipped. The file replaces the list above."
      />
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
