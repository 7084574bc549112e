import { TextAreaField, TextField, type FieldBinding } from '@travel/shell/forms';
import { WHOLE_NUMBER_INPUT } from '../../../components/catalog-manager';
import type { TourContentValues } from '../lib/tour-content';

/**
 * The destination form's tour content (all optional): what the tour page shows before booking, the
 * confirmation and reminder mails repeat, and search engines read. Empty fields are not shown anywhere.
 */
export function TourContentFields({
  field,
}: {
  field: (name: keyof TourContentValues & string) => FieldBinding;
}) {
  return (
    <fieldset className="adm-catalog-form__wide adm-tour-content">
      <legend>Tour content</legend>
      <p className="adm-tour-content__hint">
        Optional. Shown on the tour page before booking, in the confirmation and reminder mails.
      </p>
      <div className="adm-catalog-form__fields">
        <div className="adm-catalog-form__wide">
          <TextField
            label="Meeting Point Address"
            maxLength={200}
            hint="Where the group meets, e.g. Praça do Comércio, by the arch."
            {...field('meetingPointAddress')}
          />
        </div>
        <TextField
          label="Map Pin Latitude"
          inputMode="decimal"
          hint="Optional, -90 to 90 (38.7075)."
          {...field('meetingPointLat')}
        />
        <TextField
          label="Map Pin Longitude"
          inputMode="decimal"
          hint="Optional, -180 to 180 (-9.1364)."
          {...field('meetingPointLng')}
        />
        <TextField
          label="Duration Hours"
          {...WHOLE_NUMBER_INPUT}
          min={0}
          max={168}
          hint="Empty hours and minutes: shown as 1 day."
          {...field('durationHours')}
        />
        <TextField
          label="Duration Minutes"
          {...WHOLE_NUMBER_INPUT}
          min={0}
          max={59}
          {...field('durationMins')}
        />
        <TextField
          label="Languages"
          hint="Separated by commas: English, Portuguese."
          {...field('languages')}
        />
        <TextField
          label="Reminder Hours"
          {...WHOLE_NUMBER_INPUT}
          min={0}
          max={168}
          hint="A reminder mail this many hours before each tour; 0: none. 24 when empty."
          {...field('reminderHours')}
        />
        <TextAreaField label="Included" hint="One item a line." {...field('included')} />
        <TextAreaField label="Not Included" hint="One item a line." {...field('notIncluded')} />
        <TextAreaField label="What to Bring" hint="One item a line." {...field('whatToBring')} />
        <TextAreaField
          label="Accessibility Notes"
          maxLength={1000}
          {...field('accessibilityNotes')}
        />
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label="Cancellation Policy"
            maxLength={2000}
            {...field('cancellationPolicy')}
          />
        </div>
      </div>
    </fieldset>
  );
}
