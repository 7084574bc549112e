import { useState } from 'react';
import { t } from '@travel/shell/i18n';
import { TextAreaField, TextField } from '@travel/shell/forms';
import { apiErrorCode, apiErrorMessage } from '@travel/shell/http';
import {
  CatalogFormShell,
  ImageFields,
  moneyInput,
  useCatalogForm,
  WHOLE_NUMBER_INPUT,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { TimeZoneField } from '../../../components/time-zone-field';
import { BookedTimesLink, holdsBookedTimes, ScheduleSection } from './schedule-editor';
import { TourContentFields } from './tour-content-fields';
import { categoriesHint, categoriesToText, extrasHint, extrasToText } from '../lib/price-items';
import { contentValues } from '../lib/tour-content';
import { priceHint } from '../../../lib/catalog-rules';
import { TranslatedFields, translationValues } from '../../../components/translations';
import { saveDestination, type Destination } from '../api/destinations-api';
import {
  DEFAULT_TOUR_TIMES,
  destinationTranslated,
  validateDestination,
  type DestinationValues,
} from '../lib/validate-destination';

/** The spec's "Add extra offers (+$50.00)", as the API seeds it. */
const SPEC_EXTRA = {
  key: 'extra-offers',
  name: 'Extra offers',
  description: 'Add extra offers to your tour',
  price: 50,
  per: 'booking' as const,
};

function initialValues(destination: Destination | null): DestinationValues {
  return {
    destination: destination?.destination ?? '',
    location: destination?.location ?? '',
    title: destination?.title ?? '',
    description: destination?.description ?? '',
    price: destination ? String(destination.price) : '',
    CostPerPerson: destination ? String(destination.CostPerPerson) : '',
    affiliateLink: destination?.affiliateLink ?? '',
    capacityPerSlot: destination ? String(destination.capacityPerSlot) : '',
    tourTimes: (destination?.tourTimes ?? DEFAULT_TOUR_TIMES).join(', '),
    timeZone: destination?.timeZone ?? '',
    image: [],
    gallary: [],
    priceCategories: categoriesToText(destination?.priceCategories),
    extras: destination ? extrasToText(destination.extras) : extrasToText([SPEC_EXTRA]),
    ...contentValues(destination),
    ...translationValues(destination?.translations, destinationTranslated()),
  };
}

/**
 * An empty capacity is left out of the form: a new destination then gets the server's 20 seats, and an edit
 * keeps what the destination has (PATCH changes only what it is sent).
 */
function capacityHint(destination: Destination | null): string {
  if (!destination) return t('admin.destinations.capacityNew');
  return t('admin.destinations.capacityKeep', { count: destination.capacityPerSlot });
}

/**
 * Add or edit one destination (spec 5 "Destination form"); the image is optional when editing. An edit
 * cutting seats below what a time holds asks whether to save anyway; one removing a booked time is refused
 * with a link to the Tour times screen, where those bookings are moved or cancelled.
 */
export function DestinationForm({ record, ...controls }: CatalogFormProps<Destination>) {
  const [bookedTimes, setBookedTimes] = useState(false);
  const send = async (values: DestinationValues): Promise<unknown> => {
    const id = record?._id ?? null;
    setBookedTimes(false);
    try {
      return await saveDestination(id, values);
    } catch (error) {
      setBookedTimes(holdsBookedTimes(error));
      if (apiErrorCode(error) !== 'WOULD_OVERSELL') throw error;
      const go = await form.confirm(apiErrorMessage(error, ''), {
        title: t('admin.destinations.oversellTitle'),
        confirmLabel: t('admin.destinations.saveAnyway'),
      });
      if (!go) throw error;
      return saveDestination(id, values, true);
    }
  };
  const form = useCatalogForm<DestinationValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateDestination(values, record === null),
    send,
    successText: record ? t('admin.destinations.updated') : t('admin.destinations.added'),
    failureText: (message) => t('admin.destinations.saveFailed', { message }),
  });

  return (
    <>
      <CatalogFormShell
        form={form}
        label={t('admin.destinations.form')}
        submitLabel={
          record ? t('admin.destinations.submitUpdate') : t('admin.destinations.submitAdd')
        }
        busyText={record ? t('admin.common.updating') : t('admin.common.adding')}
      >
        <TranslatedFields form={form} fields={destinationTranslated()}>
          <TextField
            label={t('admin.field.destination')}
            maxLength={100}
            required
            {...form.field('destination')}
          />
          <TextField
            label={t('admin.field.location')}
            maxLength={100}
            required
            {...form.field('location')}
          />
          <TextField
            label={t('admin.field.title')}
            maxLength={100}
            required
            {...form.field('title')}
          />
          <TextField
            label={t('admin.field.price')}
            {...moneyInput()}
            required
            hint={t('admin.destinations.priceHint', { priceHint: priceHint() })}
            {...form.field('price')}
          />
          <TextField
            label={t('admin.field.costPerPerson')}
            {...moneyInput()}
            required
            {...form.field('CostPerPerson')}
          />
          <TextField
            label={t('admin.field.seatsPerTime')}
            {...WHOLE_NUMBER_INPUT}
            min={1}
            max={1000}
            hint={capacityHint(record)}
            {...form.field('capacityPerSlot')}
          />
          <TextField
            label={t('admin.field.tourTimes')}
            required
            hint={t('admin.destinations.tourTimesHint')}
            {...form.field('tourTimes')}
          />
          <TimeZoneField times="tour" {...form.field('timeZone')} />
          <div className="adm-catalog-form__wide">
            <TextAreaField
              label={t('admin.field.description')}
              maxLength={500}
              required
              {...form.field('description')}
            />
          </div>
          <div className="adm-catalog-form__wide">
            <TextAreaField
              label={t('admin.field.priceCategories')}
              rows={3}
              hint={categoriesHint()}
              {...form.field('priceCategories')}
            />
          </div>
          <div className="adm-catalog-form__wide">
            <TextAreaField
              label={t('admin.field.extras')}
              rows={3}
              hint={extrasHint()}
              {...form.field('extras')}
            />
          </div>
          <div className="adm-catalog-form__wide">
            <TextField
              label={t('admin.field.affiliateLink')}
              type="url"
              hint={t('admin.field.affiliateHint')}
              {...form.field('affiliateLink')}
            />
          </div>
          <TourContentFields field={form.field} />
          {form.refusal && bookedTimes ? (
            <BookedTimesLink className="adm-catalog-form__wide" />
          ) : null}
          <ImageFields
            image={form.files('image')}
            gallery={form.files('gallary')}
            stored={record && { image: record.image, gallery: record.gallary }}
          />
        </TranslatedFields>
      </CatalogFormShell>
      {record ? <ScheduleSection destination={record} /> : null}
    </>
  );
}
