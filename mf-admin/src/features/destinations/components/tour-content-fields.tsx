import { t } from '@travel/shell/i18n';
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
      <legend>{t('admin.tourContent.legend')}</legend>
      <p className="adm-tour-content__hint">{t('admin.tourContent.hint')}</p>
      <div className="adm-catalog-form__fields">
        <div className="adm-catalog-form__wide">
          <TextField
            label={t('admin.tourContent.address')}
            maxLength={200}
            hint={t('admin.tourContent.addressHint')}
            {...field('meetingPointAddress')}
          />
        </div>
        <TextField
          label={t('admin.tourContent.lat')}
          inputMode="decimal"
          hint={t('admin.tourContent.latHint')}
          {...field('meetingPointLat')}
        />
        <TextField
          label={t('admin.tourContent.lng')}
          inputMode="decimal"
          hint={t('admin.tourContent.lngHint')}
          {...field('meetingPointLng')}
        />
        <TextField
          label={t('admin.tourContent.hours')}
          {...WHOLE_NUMBER_INPUT}
          min={0}
          max={168}
          hint={t('admin.tourContent.hoursHint')}
          {...field('durationHours')}
        />
        <TextField
          label={t('admin.tourContent.minutes')}
          {...WHOLE_NUMBER_INPUT}
          min={0}
          max={59}
          {...field('durationMins')}
        />
        <TextField
          label={t('admin.tourContent.languages')}
          hint={t('admin.tourContent.languagesHint')}
          {...field('languages')}
        />
        <TextField
          label={t('admin.tourContent.reminder')}
          {...WHOLE_NUMBER_INPUT}
          min={0}
          max={168}
          hint={t('admin.tourContent.reminderHint')}
          {...field('reminderHours')}
        />
        <TextAreaField
          label={t('admin.tourContent.included')}
          hint={t('admin.tourContent.oneItemALine')}
          {...field('included')}
        />
        <TextAreaField
          label={t('admin.tourContent.notIncluded')}
          hint={t('admin.tourContent.oneItemALine')}
          {...field('notIncluded')}
        />
        <TextAreaField
          label={t('admin.tourContent.whatToBring')}
          hint={t('admin.tourContent.oneItemALine')}
          {...field('whatToBring')}
        />
        <TextAreaField
          label={t('admin.tourContent.accessibility')}
          maxLength={1000}
          {...field('accessibilityNotes')}
        />
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label={t('admin.tourContent.cancellation')}
            maxLength={2000}
            {...field('cancellationPolicy')}
          />
        </div>
      </div>
    </fieldset>
  );
}
