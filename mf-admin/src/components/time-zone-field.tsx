import { TextField, type FieldBinding } from '@travel/shell/forms';
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
export function TimeZoneField({ times, ...field }: FieldBinding & { times: string }) {
  const listId = useId();
  return (
    <>
      <TextField
        label="Time Zone"
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        list={listId}
        hint={`${times} are local time there. An IANA name such as Europe/Lisbon or America/Los_Angeles; empty: the site's zone.`}
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
