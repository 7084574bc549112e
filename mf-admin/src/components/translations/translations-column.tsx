import type { MissingTranslations } from '@travel/shell/api-types';
import { t } from '@travel/shell/i18n';
import type { Column } from '@travel/shell/tables';
import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES } from './translated-texts';
import './translations.css';

/**
 * A catalog list's Translations column: per language, how many texts lack a translation (the fields named
 * in its title), or "Complete". Sorted by the number missing. Rows come from a read with ?translations=all.
 */
export function translationsColumn<Row>(
  missingOf: (row: Row) => MissingTranslations | undefined,
): Column<Row> {
  const total = (row: Row) =>
    TRANSLATED_LANGUAGES.reduce((sum, lang) => sum + (missingOf(row)?.[lang].length ?? 0), 0);
  return {
    key: 'translations',
    header: t('admin.translations.column'),
    className: 'adm-nowrap',
    sortValue: total,
    render: (row) => {
      const missing = missingOf(row);
      if (!missing) return null;
      const lacking = TRANSLATED_LANGUAGES.filter((lang) => missing[lang].length > 0);
      if (lacking.length === 0)
        return (
          <span className="adm-translations__complete">{t('admin.translations.complete')}</span>
        );
      return (
        <span className="adm-translations__lacking">
          {lacking.map((lang) => (
            <span
              key={lang}
              className="adm-translations__missing"
              title={t('admin.translations.missingIn', {
                language: LANGUAGE_NAMES[lang],
                fields: missing[lang].join(', '),
              })}
            >
              {t('admin.translations.languageMissing', {
                language: LANGUAGE_NAMES[lang],
                count: missing[lang].length,
              })}
            </span>
          ))}
        </span>
      );
    },
  };
}
