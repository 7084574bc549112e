import { FileField, TextAreaField, TextField } from '@travel/shell/forms';
import { imageUrl } from '@travel/shell/http';
import {
  CatalogFormShell,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { saveDestination, type Destination } from '../api/destinations-api';
import {
  DEFAULT_TOUR_TIMES,
  validateDestination,
  type DestinationValues,
} from '../lib/validate-destination';

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
    image: [],
    gallary: [],
  };
}

/** Add or edit one destination (spec 5 "Destination form"); the image is optional when editing. */
export function DestinationForm(props: CatalogFormProps<Destination>) {
  const { record } = props;
  const form = useCatalogForm<DestinationValues>({
    controls: props as CatalogFormProps<unknown>,
    initial: initialValues(record),
    validate: (values) => validateDestination(values, record === null),
    send: (values) => saveDestination(record?._id ?? null, values),
    successText: record ? 'Destination updated successfully' : 'Destination added successfully',
    failureText: (message) => `Failed to save destination: ${message}`,
  });
  const { values, set, errorOf } = form;
  const text = (name: 'destination' | 'location' | 'title', label: string) => (
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
  const money = (name: 'price' | 'CostPerPerson', label: string) => (
    <TextField
      id={`${name}-field`}
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      required
      error={errorOf(name)}
    />
  );

  return (
    <CatalogFormShell
      form={form}
      label="Destination details"
      submitLabel={record ? 'Update Destination' : 'Add Destination'}
      busyText={record ? 'Updating...' : 'Adding...'}
    >
      {text('destination', 'Destination')}
      {text('location', 'Location')}
      {text('title', 'Title')}
      {money('price', 'Price')}
      {money('CostPerPerson', 'Cost per Person')}
      <TextField
        id="capacityPerSlot-field"
        label="Seats per Tour Time"
        name="capacityPerSlot"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        value={values.capacityPerSlot}
        onChange={(e) => set('capacityPerSlot', e.target.value)}
        hint="Optional, 20 when empty."
        error={errorOf('capacityPerSlot')}
      />
      <TextField
        id="tourTimes-field"
        label="Tour Times"
        name="tourTimes"
        value={values.tourTimes}
        onChange={(e) => set('tourTimes', e.target.value)}
        required
        hint="When tours start, separated by commas: 09:00, 13:30 (up to 12)."
        error={errorOf('tourTimes')}
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
          id="affiliateLink-field"
          label="Affiliate Link"
          name="affiliateLink"
          type="url"
          value={values.affiliateLink}
          onChange={(e) => set('affiliateLink', e.target.value)}
          hint="Optional, http or https."
          error={errorOf('affiliateLink')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="image-field"
          label="Image"
          name="image"
          files={values.image}
          onFiles={(files) => set('image', files)}
          existing={record?.image ? [imageUrl(record.image, 480)] : []}
          hint={record ? 'Leave empty to keep the current image.' : undefined}
          error={errorOf('image')}
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
