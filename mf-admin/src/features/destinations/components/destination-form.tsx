import { TextAreaField, TextField } from '@travel/shell/forms';
import { apiErrorCode, apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import {
  CatalogFormShell,
  ImageFields,
  moneyInput,
  useCatalogForm,
  WHOLE_NUMBER_INPUT,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { TimeZoneField } from '../../../components/time-zone-field';
import { ScheduleSection } from './schedule-editor';
import { TourContentFields } from './tour-content-fields';
import { CATEGORIES_HINT, categoriesToText, EXTRAS_HINT, extrasToText } from '../lib/price-items';
import { contentValues } from '../lib/tour-content';
import { priceHint } from '../../../lib/catalog-rules';
import { TranslatedFields, translationValues } from '../../../components/translations';
import { saveDestination, type Destination } from '../api/destinations-api';
import {
  DEFAULT_TOUR_TIMES,
  DESTINATION_TRANSLATED,
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
    ...translationValues(destination?.translations, DESTINATION_TRANSLATED),
  };
}

/**
 * An empty capacity is left out of the form: a new destination then gets the server's 20 seats, and an edit
 * keeps what the destination has (PATCH changes only what it is sent).
 */
function capacityHint(destination: Destination | null): string {
  if (!destination) return 'Optional, 20 when empty.';
  const seats =
    destination.capacityPerSlot === 1 ? '1 seat' : `${destination.capacityPerSlot} seats`;
  return `Optional: left empty, it keeps the current ${seats}.`;
}

/** The API's refusal of an edit that would strand bookings begins with this (it links to the Tour times screen). */
const BOOKED_TIMES = 'These tour times hold bookings';

/**
 * Add or edit one destination (spec 5 "Destination form"); the image is optional when editing. An edit
 * cutting seats below what a time holds asks whether to save anyway; one removing a booked time is refused
 * with a link to the Tour times screen, where those bookings are moved or cancelled.
 */
export function DestinationForm({ record, ...controls }: CatalogFormProps<Destination>) {
  const send = async (values: DestinationValues): Promise<unknown> => {
    const id = record?._id ?? null;
    try {
      return await saveDestination(id, values);
    } catch (error) {
      if (apiErrorCode(error) !== 'WOULD_OVERSELL') throw error;
      const go = await form.confirm(apiErrorMessage(error, ''), {
        title: 'Oversell these times?',
        confirmLabel: 'Save anyway',
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
    successText: record ? 'Destination updated successfully' : 'Destination added successfully',
    failureText: (message) => `Failed to save destination: ${message}`,
  });

  return (
    <>
      <CatalogFormShell
        form={form}
        label="Destination details"
        submitLabel={record ? 'Update Destination' : 'Add Destination'}
        busyText={record ? 'Updating...' : 'Adding...'}
      >
        <TranslatedFields form={form} fields={DESTINATION_TRANSLATED}>
          <TextField label="Destination" maxLength={100} required {...form.field('destination')} />
          <TextField label="Location" maxLength={100} required {...form.field('location')} />
          <TextField label="Title" maxLength={100} required {...form.field('title')} />
          <TextField
            label="Price"
            {...moneyInput()}
            required
            hint={`The price the site search compares with a visitor's price range, shown beside the tour in search results; tickets cost the Cost per Person. ${priceHint()}`}
            {...form.field('price')}
          />
          <TextField
            label="Cost per Person"
            {...moneyInput()}
            required
            {...form.field('CostPerPerson')}
          />
          <TextField
            label="Seats per Tour Time"
            {...WHOLE_NUMBER_INPUT}
            min={1}
            max={1000}
            hint={capacityHint(record)}
            {...form.field('capacityPerSlot')}
          />
          <TextField
            label="Tour Times"
            required
            hint="When tours start, separated by commas: 09:00, 13:30 (up to 12)."
            {...form.field('tourTimes')}
          />
          <TimeZoneField times="tour" {...form.field('timeZone')} />
          <div className="adm-catalog-form__wide">
            <TextAreaField
              label="Description"
              maxLength={500}
              required
              {...form.field('description')}
            />
          </div>
          <div className="adm-catalog-form__wide">
            <TextAreaField
              label="Price Categories"
              rows={3}
              hint={CATEGORIES_HINT}
              {...form.field('priceCategories')}
            />
          </div>
          <div className="adm-catalog-form__wide">
            <TextAreaField label="Extras" rows={3} hint={EXTRAS_HINT} {...form.field('extras')} />
          </div>
          <div className="adm-catalog-form__wide">
            <TextField
              label="Affiliate Link"
              type="url"
              hint="Optional, http or https."
              {...form.field('affiliateLink')}
            />
          </div>
          <TourContentFields field={form.field} />
          {form.refusal?.includes(BOOKED_TIMES) ? (
            <p className="adm-catalog-form__wide">
              <Link to={paths.admin.tourTimes}>
                Move or cancel those bookings on the Tour times screen
              </Link>
            </p>
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
