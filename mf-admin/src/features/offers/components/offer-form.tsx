import { FileField, TextAreaField, TextField } from '@travel/shell/forms';
import { imageUrl } from '@travel/shell/http';
import {
  CatalogFormShell,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { saveOffer, type Offer } from '../api/offers-api';
import { validateOffer, type OfferValues } from '../lib/validate-offer';

type TextName = 'title' | 'Hotel' | 'Location' | 'RoomType' | 'TrendingOffers';

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
    Image: [],
    gallary: [],
  };
}

/** Add or edit one special offer (spec 5 "Offer form"). */
export function OfferForm(props: CatalogFormProps<Offer>) {
  const { record } = props;
  const form = useCatalogForm<OfferValues>({
    controls: props as CatalogFormProps<unknown>,
    initial: initialValues(record),
    validate: (values) => validateOffer(values, record === null),
    send: (values) => saveOffer(record?._id ?? null, values),
    successText: record ? 'Offer updated successfully!' : 'Offer added successfully!',
    // Spec 8: 'Failed to submit offer', the server's message preferred.
    failureText: (message, fromServer) => (fromServer ? message : 'Failed to submit offer'),
  });
  const { values, set, errorOf } = form;
  const text = (name: TextName, label: string) => (
    <TextField
      id={`${name}-field`}
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      maxLength={100}
      required
      error={errorOf(name)}
    />
  );

  return (
    <CatalogFormShell
      form={form}
      label="Offer details"
      submitLabel={record ? 'Update Offer' : 'Add Offer'}
      busyText={record ? 'Updating...' : 'Adding...'}
    >
      {text('title', 'Title')}
      {text('Hotel', 'Hotel')}
      {text('Location', 'Location')}
      {text('RoomType', 'Room Type')}
      {text('TrendingOffers', 'Trending Offers')}
      <TextField
        id="Price-field"
        label="Price"
        name="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={values.Price}
        onChange={(e) => set('Price', e.target.value)}
        required
        error={errorOf('Price')}
      />
      <TextField
        id="Discount-field"
        label="Discount (%)"
        name="Discount"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={1}
        value={values.Discount}
        onChange={(e) => set('Discount', e.target.value)}
        required
        error={errorOf('Discount')}
      />
      <div className="adm-catalog-form__wide">
        <TextAreaField
          id="description-field"
          label="Description"
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={500}
          required
          error={errorOf('description')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <TextField
          id="features-field"
          label="Features"
          name="features"
          value={values.features}
          onChange={(e) => set('features', e.target.value)}
          hint="Separate features with commas, e.g. Free Wifi, Shuttle."
          error={errorOf('features')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="Image-field"
          label="Image"
          name="Image"
          files={values.Image}
          onFiles={(files) => set('Image', files)}
          existing={record?.Image ? [imageUrl(record.Image, 480)] : []}
          hint={record ? 'Leave empty to keep the current image.' : undefined}
          error={errorOf('Image')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="gallary-field"
          label="Gallery"
          name="gallary"
          multiple
          files={values.gallary}
          onFiles={(files) => set('gallary', files)}
          existing={record?.gallary.map((url) => imageUrl(url, 480))}
          hint="Several images may be picked at once."
          error={errorOf('gallary')}
        />
      </div>
    </CatalogFormShell>
  );
}
