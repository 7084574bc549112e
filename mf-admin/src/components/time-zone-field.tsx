import { TextField, type FieldBinding } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';
import { useId } from 'react';

/** The zones the browser knows, offered as suggestions while typing (read once, when first shown). */
let zoneNames: string[] | undefined;
function knownZones(): string[] {
  zoneNames ??= ['UTC', ...(Intl.supportedValuesOf?.('timeZone') ?? [])];
  return zoneNames;
}

/**
 * A catalog record's IANA time zone: its times (tours) or check-in dates (stays) are local there. Empty on
 * a new record: the site's zone (SITE_TIME_ZONE); an edit shows and keeps the current one.
 */
export function TimeZoneField({ times, ...field }: FieldBinding & { times: 'tour' | 'stay' }) {
  const listId = useId();
  return (
    <>
      <TextField
        label={t('admin.catalog.timeZone')}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        list={listId}
        hint={t(`admin.catalog.timeZoneHint.${times}`)}
        {...field}
      />
      <datalist id={listId}>
        {knownZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
