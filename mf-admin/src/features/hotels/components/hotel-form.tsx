import { t } from '@travel/shell/i18n';
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
import { hotelTranslated, validateHotel, type HotelValues } from '../lib/validate-hotel';

function initialValues(hotel: Hotel | null): HotelValues {
  return {
    hotelName: hotel?.hotelName ?? '',
    location: hotel?.location ?? '',
    pricePerNight: hotel ? String(hotel.pricePerNight) : '',
    description: hotel?.description ?? '',
    affiliateLink: hotel?.affiliateLink ?? '',
    image: [],
    gallery: [],
    ...translationValues(hotel?.translations, hotelTranslated()),
  };
}

/** Add or edit one hotel (spec 5 "Hotel form"); the image is optional when editing. */
export function HotelForm({ record, ...controls }: CatalogFormProps<Hotel>) {
  const form = useCatalogForm<HotelValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateHotel(values, record === null),
    send: (values) => saveHotel(record?._id ?? null, values),
    successText: record ? t('admin.hotels.updated') : t('admin.hotels.added'),
    failureText: (message) => t('admin.hotels.saveFailed', { message }),
  });

  return (
    <CatalogFormShell
      form={form}
      label={t('admin.hotels.form')}
      submitLabel={record ? t('admin.hotels.submitUpdate') : t('admin.hotels.submitAdd')}
      busyText={record ? t('admin.common.updating') : t('admin.common.adding')}
    >
      <TranslatedFields form={form} fields={hotelTranslated()}>
        <TextField
          label={t('admin.field.hotelName')}
          maxLength={100}
          required
          {...form.field('hotelName')}
        />
        <TextField
          label={t('admin.field.location')}
          maxLength={100}
          required
          {...form.field('location')}
        />
        <TextField
          label={t('admin.field.pricePerNight')}
          {...moneyInput()}
          required
          {...form.field('pricePerNight')}
        />
        <TextField
          label={t('admin.field.affiliateLink')}
          type="url"
          hint={t('admin.field.affiliateHint')}
          {...form.field('affiliateLink')}
        />
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label={t('admin.field.description')}
            maxLength={500}
            {...form.field('description')}
          />
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
