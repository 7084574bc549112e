import { useApiGet } from '@travel/shell/data';
import { displayCurrency, rememberCurrency, t, type CurrencyList } from '@travel/shell/i18n';
import './currency-choice.css';

/**
 * The display currencies the admin keeps, read when the menu first opens: a choice is remembered (a cookie)
 * and the page loads again with its prices converted. Nothing shows while the site has only its own.
 */
export default function CurrencyChoice() {
  const read = useApiGet<CurrencyList>('/api/currencies');
  const data = read.status === 'success' ? read.data : null;
  if (!data || data.currencies.length === 0) return null;
  const shown = displayCurrency()?.code ?? data.base;
  const choose = (code: string) => {
    rememberCurrency(code === data.base ? null : code);
    window.location.reload();
  };
  const codes = [data.base, ...data.currencies.map((currency) => currency.code)];
  return (
    <fieldset className="sh-currency">
      <legend>{t('shell.currency.label')}</legend>
      {[...new Set(codes)].map((code) => (
        <button
          key={code}
          type="button"
          className="sh-currency__item"
          aria-pressed={code === shown}
          onClick={() => choose(code)}
        >
          {code}
        </button>
      ))}
      <p className="sh-currency__note">{t('shell.currency.note', { base: data.base })}</p>
    </fieldset>
  );
}
