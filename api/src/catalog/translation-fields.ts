import { BadRequestException, Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import {
  normalizedTranslations,
  TRANSLATED_LANGUAGES,
  TranslatableFields,
  translationsError,
} from './translations';

const JSON_EXAMPLE =
  '{"de":{"title":"Altstadt-Rundgang"},"es":{"title":"Paseo por el casco antiguo"}}';
const NOT_JSON = `Translations must be JSON such as ${JSON_EXAMPLE}`;

/**
 * A form's `translations`: JSON text (multipart) or an object of `{ de?: {field: text}, es?: {...} }`,
 * replacing the record's translations whole; blank clears them. Each text is checked like its English
 * field (text or list, the same lengths); an empty text means "not translated" and is not kept.
 */
export const TranslationsField =
  (fields: TranslatableFields): PropertyDecorator =>
  (target, key) => {
    const names = Object.keys(fields).join(', ');
    const decorators = [
      ApiProperty({
        type: String,
        required: false,
        example: JSON_EXAMPLE,
        description: `Texts per language (${TRANSLATED_LANGUAGES.join(', ')}), replacing the stored ones whole: JSON of { <language>: { <field>: text } }; fields: ${names} (lists as JSON arrays or comma-separated text). Limits as the English field's; an empty text is a missing translation; blank: none.`,
      }),
      Transform(({ value }: { value: unknown }) => {
        let parsed: unknown = value;
        if (typeof value === 'string') {
          const text = value.trim();
          if (text === '' || text === 'null') return {};
          try {
            parsed = JSON.parse(text);
          } catch {
            throw new BadRequestException(NOT_JSON);
          }
        }
        return normalizedTranslations(parsed, fields);
      }),
      IsOptional(),
      ValidateBy({
        name: 'isTranslations',
        validator: {
          validate: (value: unknown) => translationsError(value, fields) === null,
          defaultMessage: (args) => translationsError(args?.value, fields) ?? NOT_JSON,
        },
      }),
    ];
    decorators.forEach((decorate) => decorate(target, key));
  };

@ApiSchema({ name: 'MissingTranslations' })
class MissingTranslationsView {
  @ApiProperty({ type: [String], example: ['description'] })
  de: string[];
  @ApiProperty({ type: [String], example: [] })
  es: string[];
}

/**
 * Documents a view's translation properties: `untranslated` (public reads), `translations` and
 * `missingTranslations` (the admin's reads with ?translations=all, and the answers of its writes).
 * `name` prefixes the schemas of the texts (`DestinationTexts`, `DestinationTranslations`).
 */
export function documentTranslations(view: Type, name: string, fields: TranslatableFields): void {
  @ApiSchema({ name: `${name}Texts`, description: `The translatable texts of a ${name}` })
  class Texts {}
  for (const [field, rule] of Object.entries(fields)) {
    ApiPropertyOptional(
      rule.kind === 'text'
        ? { type: String, maxLength: rule.max }
        : { type: [String], maxItems: rule.maxItems },
    )(Texts.prototype, field);
  }
  @ApiSchema({ name: `${name}Translations` })
  class ByLanguage {}
  for (const lang of TRANSLATED_LANGUAGES) {
    ApiPropertyOptional({ type: () => Texts })(ByLanguage.prototype, lang);
  }
  ApiPropertyOptional({
    type: [String],
    description:
      "Public reads: the translatable fields served in English, the request's language having no text for them (empty in English)",
    example: ['description'],
  })(view.prototype, 'untranslated');
  ApiPropertyOptional({
    type: () => ByLanguage,
    description:
      "Every language's texts: the admin's reads (?translations=all) and its writes' answers",
  })(view.prototype, 'translations');
  ApiPropertyOptional({
    type: () => MissingTranslationsView,
    description:
      'Per language, the fields with an English text and no translation (?translations=all)',
  })(view.prototype, 'missingTranslations');
}
