import { TextAreaField, TextField } from '@travel/shell/forms';
import {
  CatalogFormShell,
  ImageFields,
  moneyInput,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { TimeZoneField } from '../../../components/time-zone-field';
import { TranslatedFields, translationValues } from '../../../components/translations';
import { saveOffer, type Offer } from '../api/offers-api';
import { OFFER_TRANSLATED, validateOffer, type OfferValues } from '../lib/validate-offer';

function initialValues(offer: Offer | null): OfferValues {
  return {
    title: offer?.title ?? '',
    Hotel: offer?.Hotel ?? '',
    Location: offer?.Location ?? '',
    RoomType: offer?.RoomType ?? '',
    TrendingOffers: offer?.TrendingOffers ?? '',
    description: offer?.description ?? '',
    Price: offer ? String(offer.Price) : '',
    Discount: offer ? String(offer.Discount) : '',
    features: offer?.features.join(', ') ?? '',
    timeZone: offer?.timeZone ?? '',
    Image: [],
    gallary: [],
    ...translationValues(offer?.translations, OFFER_TRANSLATED),
  };
}

/** Add or edit one special offer (spec 5 "Offer form"). */
export function OfferForm({ record, ...controls }: CatalogFormProps<Offer>) {
  const form = useCatalogForm<OfferValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateOffer(values, record === null),
    send: (values) => saveOffer(record?._id ?? null, values),
    successText: record ? 'Offer updated successfully!' : 'Offer added successfully!',
    // Spec 8: 'Failed to submit offer', the server's message preferred.
    failureText: (message, fromServer) => (fromServer ? message : 'Failed to submit offer'),
  });

  return (
    <CatalogFormShell
      form={form}
      label="Offer details"
      submitLabel={record ? 'Update Offer' : 'Add Offer'}
      busyText={record ? 'Updating...' : 'Adding...'}
    >
      <TranslatedFields form={form} fields={OFFER_TRANSLATED}>
        <TextField label="Title" maxLength={100} required {...form.field('title')} />
        <TextField label="Hotel" maxLength={100} required {...form.field('Hotel')} />
        <TextField label="Location" maxLength={100} required {...form.field('Location')} />
        <TextField label="Room Type" maxLength={100} required {...form.field('RoomType')} />
        <TextField
          label="Trending Offers"
          maxLength={100}
          required
          {...form.field('TrendingOffers')}
        />
        <TextField label="Price" {...moneyInput()} required {...form.field('Price')} />
        <TextField
          label="Discount (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={1}
          required
          {...form.field('Discount')}
        />
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label="Description"
            maxLength={500}
            required
            {...form.field('description')}
          />
        </div>
        <div className="adm-catalog-form__wide">
          <TextField
            label="Features"
            hint="Separate features with commas, e.g. Free Wifi, Shuttle."
            {...form.field('features')}
          />
        </div>
        <TimeZoneField times="stay" {...form.field('timeZone')} />
        <ImageFields
          image={form.files('Image')}
          gallery={form.files('gallary')}
          stored={record && { image: record.Image, gallery: record.gallary }}
        />
      </TranslatedFields>
    </CatalogFormShell>
  );
}
