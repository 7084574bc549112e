import { TextAreaField, TextField } from '@travel/shell/forms';
import {
  CatalogFormShell,
  ImageFields,
  moneyInput,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { TranslatedFields, translationValues } from '../../../components/translations';
import { saveHotel, type Hotel } from '../api/hotels-api';
import { HOTEL_TRANSLATED, validateHotel, type HotelValues } from '../lib/validate-hotel';

function initialValues(hotel: Hotel | null): HotelValues {
  return {
    hotelName: hotel?.hotelName ?? '',
    location: hotel?.location ?? '',
    pricePerNight: hotel ? String(hotel.pricePerNight) : '',
    description: hotel?.description ?? '',
    affiliateLink: hotel?.affiliateLink ?? '',
    image: [],
    gallery: [],
    ...translationValues(hotel?.translations, HOTEL_TRANSLATED),
  };
}

/** Add or edit one hotel (spec 5 "Hotel form"); the image is optional when editing. */
export function HotelForm({ record, ...controls }: CatalogFormProps<Hotel>) {
  const form = useCatalogForm<HotelValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateHotel(values, record === null),
    send: (values) => saveHotel(record?._id ?? null, values),
    successText: record ? 'Hotel updated successfully!' : 'Hotel added successfully!',
    failureText: (message) => `Failed to save hotel: ${message}`,
  });

  return (
    <CatalogFormShell
      form={form}
      label="Hotel details"
      submitLabel={record ? 'Update Hotel' : 'Add Hotel'}
      busyText={record ? 'Updating...' : 'Adding...'}
    >
      <TranslatedFields form={form} fields={HOTEL_TRANSLATED}>
        <TextField label="Hotel Name" maxLength={100} required {...form.field('hotelName')} />
        <TextField label="Location" maxLength={100} required {...form.field('location')} />
        <TextField
          label="Price per Night"
          {...moneyInput()}
          required
          {...form.field('pricePerNight')}
        />
        <TextField
          label="Affiliate Link"
          type="url"
          hint="Optional, http or https."
          {...form.field('affiliateLink')}
        />
        <div className="adm-catalog-form__wide">
          <TextAreaField label="Description" maxLength={500} {...form.field('description')} />
        </div>
        <ImageFields
          image={form.files('image')}
          gallery={form.files('gallery')}
          stored={record && { image: record.image[0], gallery: record.gallery }}
        />
      </TranslatedFields>
    </CatalogFormShell>
  );
}
