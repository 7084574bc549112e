import { t } from '@travel/shell/i18n';
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
import { offerTranslated, validateOffer, type OfferValues } from '../lib/validate-offer';

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
    ...translationValues(offer?.translations, offerTranslated()),
  };
}

/** Add or edit one special offer (spec 5 "Offer form"). */
export function OfferForm({ record, ...controls }: CatalogFormProps<Offer>) {
  const form = useCatalogForm<OfferValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateOffer(values, record === null),
    send: (values) => saveOffer(record?._id ?? null, values),
    successText: record ? t('admin.offers.updated') : t('admin.offers.added'),
    // Spec 8: 'Failed to submit offer', the server's message preferred.
    failureText: (message, fromServer) => (fromServer ? message : t('admin.offers.submitFailed')),
  });

  return (
    <CatalogFormShell
      form={form}
      label={t('admin.offers.form')}
      submitLabel={record ? t('admin.offers.submitUpdate') : t('admin.offers.submitAdd')}
      busyText={record ? t('admin.common.updating') : t('admin.common.adding')}
    >
      <TranslatedFields form={form} fields={offerTranslated()}>
        <TextField
          label={t('admin.field.title')}
          maxLength={100}
          required
          {...form.field('title')}
        />
        <TextField
          label={t('admin.field.hotel')}
          maxLength={100}
          required
          {...form.field('Hotel')}
        />
        <TextField
          label={t('admin.field.location')}
          maxLength={100}
          required
          {...form.field('Location')}
        />
        <TextField
          label={t('admin.field.roomType')}
          maxLength={100}
          required
          {...form.field('RoomType')}
        />
        <TextField
          label={t('admin.field.trendingOffers')}
          maxLength={100}
          required
          {...form.field('TrendingOffers')}
        />
        <TextField
          label={t('admin.field.price')}
          {...moneyInput()}
          required
          {...form.field('Price')}
        />
        <TextField
          label={t('admin.field.discount')}
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
            label={t('admin.field.description')}
            maxLength={500}
            required
            {...form.field('description')}
          />
        </div>
        <div className="adm-catalog-form__wide">
          <TextField
            label={t('admin.field.features')}
            hint={t('admin.field.featuresHint')}
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
