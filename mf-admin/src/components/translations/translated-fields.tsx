import { useEffect, useState, type ReactNode } from 'react';
import { TextAreaField, TextField, type FieldBinding } from '@travel/shell/forms';
import { currentLang, t } from '@travel/shell/i18n';
import {
  LANGUAGE_NAMES,
  languageOfField,
  missingTranslations,
  TRANSLATED_LANGUAGES,
  translationKey,
  type FormLanguage,
  type TranslatedField,
  type TranslatedLang,
  type TranslationKey,
} from './translated-texts';
import './translations.css';
import { listItems } from '../../lib/text-lists';

/** What the fields need of the catalog form (`useCatalogForm`). */
export interface TranslatableForm {
  values: object;
  field: (name: TranslationKey) => FieldBinding;
  errors: Partial<Record<string, string>>;
  idOf: (name: string) => string;
}

const PREVIEW = 160;
/** The English text on one line: a list's items between dots, a long text cut short. */
function preview(field: TranslatedField, text: string): string {
  const line = field.list ? listItems(text, field.list.separator).join(' · ') : text;
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW).trimEnd()}…` : line;
}

/** English, Deutsch, Español; each translated language says how many of its texts are missing. */
function LanguageSwitch({
  shown,
  onShow,
  missing,
}: {
  shown: FormLanguage;
  onShow: (lang: FormLanguage) => void;
  missing: Record<TranslatedLang, number>;
}) {
  const languages: FormLanguage[] = ['en', ...TRANSLATED_LANGUAGES];
  return (
    <div
      className="adm-translations__switch"
      role="group"
      aria-label={t('admin.translations.switchLabel')}
    >
      {languages.map((lang) => {
        const count = lang === 'en' ? 0 : missing[lang];
        return (
          <button
            key={lang}
            type="button"
            lang={lang}
            className="adm-translations__language"
            aria-pressed={shown === lang}
            onClick={() => onShow(lang)}
          >
            {LANGUAGE_NAMES[lang]}
            {count > 0 ? (
              // The number alone keeps the three on one line on a phone; the words are read out.
              <span
                className="adm-translations__count"
                lang={currentLang()}
                title={t('admin.translations.missingCount', { count })}
              >
                <span aria-hidden="true">{count}</span>
                <span className="sh-visually-hidden">
                  {' '}
                  {t('admin.translations.missingCount', { count })}
                </span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** One language's texts, each beside the English it translates and marked while it is missing. */
function TranslationInputs({
  lang,
  form,
  fields,
}: {
  lang: TranslatedLang;
  form: TranslatableForm;
  fields: readonly TranslatedField[];
}) {
  const values = form.values as Record<string, string>;
  const missing = new Set(missingTranslations(values, lang, fields).map((field) => field.name));
  return (
    <>
      <p className="adm-translations__note adm-catalog-form__wide">
        {t(`admin.translations.note.${lang}`)}
      </p>
      {fields.map((field) => {
        const english = values[field.name]?.trim() ?? '';
        const label = t('admin.translations.fieldLabel', {
          field: field.label,
          language: LANGUAGE_NAMES[lang],
        });
        const hint = (
          <span className="adm-translations__hint">
            {missing.has(field.name) ? (
              <span className="adm-translations__missing">{t('admin.translations.missing')}</span>
            ) : null}
            {english ? (
              <span>
                {t('admin.translations.english')} <span lang="en">{preview(field, english)}</span>
              </span>
            ) : (
              <span>{t('admin.translations.noEnglish')}</span>
            )}
          </span>
        );
        const binding = form.field(translationKey(lang, field.name));
        const Input = field.long || field.list ? TextAreaField : TextField;
        return (
          <div
            key={field.name}
            className={field.long || field.list ? 'adm-catalog-form__wide' : ''}
          >
            <Input
              label={label}
              lang={lang}
              hint={hint}
              maxLength={field.list ? undefined : field.max}
              {...binding}
            />
          </div>
        );
      })}
    </>
  );
}

/**
 * A catalog form's language switch (English, Deutsch, Español) over its texts: English shows the form's
 * own fields (`children`); another language shows its translatable texts only. A refused submit whose
 * problems are all in another language switches there and focuses the first.
 */
export function TranslatedFields({
  form,
  fields,
  children,
}: {
  form: TranslatableForm;
  fields: readonly TranslatedField[];
  children: ReactNode;
}) {
  const [shown, setShown] = useState<FormLanguage>('en');
  const values = form.values as Record<string, unknown>;
  const missing = {} as Record<TranslatedLang, number>;
  for (const lang of TRANSLATED_LANGUAGES)
    missing[lang] = missingTranslations(values, lang, fields).length;

  // A new set of problems all in another language: show that language, then focus its first problem.
  // Adjusted while rendering (React's pattern for state following a change), not in an effect.
  const problems = Object.keys(form.errors);
  const problemKey = problems.join(' ');
  const [seenProblems, setSeenProblems] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  if (problemKey !== seenProblems) {
    setSeenProblems(problemKey);
    const [first] = problems;
    if (first && !problems.some((name) => languageOfField(name) === shown)) {
      setShown(languageOfField(first));
      setFocusRequest({ name: first });
    }
  }
  useEffect(() => {
    if (focusRequest) document.getElementById(form.idOf(focusRequest.name))?.focus();
    // Only a new request moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  return (
    <>
      <div className="adm-catalog-form__wide">
        <LanguageSwitch shown={shown} onShow={setShown} missing={missing} />
      </div>
      {shown === 'en' ? children : <TranslationInputs lang={shown} form={form} fields={fields} />}
    </>
  );
}
