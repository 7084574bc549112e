import { FileField, TextAreaField, TextField } from '@travel/shell/forms';
import { imageUrl } from '@travel/shell/http';
import {
  CatalogFormShell,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { saveHotel, type Hotel } from '../api/hotels-api';
import { validateHotel, type HotelValues } from '../lib/validate-hotel';

function initialValues(hotel: Hotel | null): HotelValues {
  return {
    hotelName: hotel?.hotelName ?? '',
    location: hotel?.location ?? '',
    pricePerNight: hotel ? String(hotel.pricePerNight) : '',
    description: hotel?.description ?? '',
    affiliateLink: hotel?.affiliateLink ?? '',
    image: [],
    gallery: [],
  };
}

/** Add or edit one hotel (spec 5 "Hotel form"); the image is optional when editing. */
export function HotelForm(props: CatalogFormProps<Hotel>) {
  const { record } = props;
  const form = useCatalogForm<HotelValues>({
    controls: props as CatalogFormProps<unknown>,
    initial: initialValues(record),
    validate: (values) => validateHotel(values, record === null),
    send: (values) => saveHotel(record?._id ?? null, values),
    successText: record ? 'Hotel updated successfully!' : 'Hotel added successfully!',
    failureText: (message) => `Failed to save hotel: ${message}`,
  });
  const { values, set, errorOf } = form;

  return (
    <CatalogFormShell
      form={form}
      label="Hotel details"
      submitLabel={record ? 'Update Hotel' : 'Add Hotel'}
      busyText={record ? 'Updating...' : 'Adding...'}
    >
      <TextField
        id="hotelName-field"
        label="Hotel Name"
        name="hotelName"
        value={values.hotelName}
        onChange={(e) => set('hotelName', e.target.value)}
        maxLength={100}
        required
        error={errorOf('hotelName')}
      />
      <TextField
        id="location-field"
        label="Location"
        name="location"
        value={values.location}
        onChange={(e) => set('location', e.target.value)}
        maxLength={100}
        required
        error={errorOf('location')}
      />
      <TextField
        id="pricePerNight-field"
        label="Price per Night"
        name="pricePerNight"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={values.pricePerNight}
        onChange={(e) => set('pricePerNight', e.target.value)}
        required
        error={errorOf('pricePerNight')}
      />
      <TextField
        id="affiliateLink-field"
        label="Affiliate Link"
        name="affiliateLink"
        type="url"
        value={values.affiliateLink}
        onChange={(e) => set('affiliateLink', e.target.value)}
        hint="Optional, http or https."
        error={errorOf('affiliateLink')}
      />
      <div className="adm-catalog-form__wide">
        <TextAreaField
          id="description-field"
          label="Description"
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={500}
          error={errorOf('description')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="image-field"
          label="Image"
          name="image"
          files={values.image}
          onFiles={(files) => set('image', files)}
          existing={record?.image.slice(0, 1).map((url) => imageUrl(url, 480))}
          hint={record ? 'Leave empty to keep the current image.' : undefined}
          error={errorOf('image')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="gallery-field"
          label="Gallery"
          name="gallery"
          multiple
          files={values.gallery}
          onFiles={(files) => set('gallery', files)}
          existing={record?.gallery.map((url) => imageUrl(url, 480))}
          hint="Several images may be picked at once."
          error={errorOf('gallery')}
        />
      </div>
    </CatalogFormShell>
  );
}
