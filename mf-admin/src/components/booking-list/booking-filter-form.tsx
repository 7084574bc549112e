import { useId } from 'react';
import { SelectField } from '@travel/shell/forms';
import { Button } from '@travel/shell/ui';
import { BOOKING_STATES, paymentLabel, PAYMENT_STATES, stateLabel } from '../../lib/booking-states';
import { filterError, isFiltered, NO_FILTER, type BookingFilter } from '../../lib/list-query';
import { AllOrOneField } from '../all-or-one-field';
import { DateRangeFields } from '../date-range-fields';
import { BookingSearchField } from './booking-search-field';
import { t } from '@travel/shell/i18n';

export interface FilterOption {
  value: string;
  label: string;
}

export interface BookingFilterFormProps {
  filter: BookingFilter;
  onChange: (filter: BookingFilter) => void;
  /** The date fields' labels: 'Tour date from', 'Tour date to' (or 'Check-in from'...). */
  fromLabel: string;
  toLabel: string;
  /** 'Destination' or 'Offer'. */
  itemLabel: string;
  /** The option kept for an id not (or no longer) in the list: 'Selected destination'. */
  selectedLabel: string;
  /** Said when the item list could not be loaded: 'The destination list could not be loaded.' */
  itemsFailedLabel: string;
  items: FilterOption[];
  /** The item list could not be loaded: the select offers only "all". */
  itemsUnavailable?: boolean;
}

/**
 * Search, date range, item and state filter; every change applies at once (the search once the typing
 * pauses) and lands in the URL. Messages go in a row of their own under the controls: under one of them,
 * they would push it out of line with the others.
 */
export function BookingFilterForm({
  filter,
  onChange,
  fromLabel,
  toLabel,
  itemLabel,
  selectedLabel,
  itemsFailedLabel,
  items,
  itemsUnavailable = false,
}: BookingFilterFormProps) {
  const rangeError = filterError(filter);
  const set = (patch: Partial<BookingFilter>) => onChange({ ...filter, ...patch });
  // An id from the URL that is not (or no longer) in the list still shows as selected.
  const known = !filter.item || items.some((option) => option.value === filter.item);
  // A name still too long for its box can be read whole on hover.
  const selected = items.find((option) => option.value === filter.item)?.label;
  const rangeErrorId = useId();
  const rangeAria = rangeError
    ? { 'aria-invalid': true, 'aria-describedby': rangeErrorId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  return (
    // A search landmark, not a form: every change applies at once, so there is nothing to submit (a form
    // without a submit button fails WCAG's technique H32).
    <div className="adm-filter" role="search" aria-label={t('admin.filter.label')}>
      <div className="adm-filter__wide">
        <BookingSearchField value={filter.q} onSearch={(q) => set({ q })} />
      </div>
      <DateRangeFields
        fromLabel={fromLabel}
        toLabel={toLabel}
        from={filter.from}
        to={filter.to}
        aria={rangeAria}
        onChange={set}
      />
      <div className="adm-filter__item">
        <SelectField
          label={itemLabel}
          name="item"
          value={filter.item}
          title={selected}
          onChange={(event) => set({ item: event.target.value })}
        >
          <option value="">{t('admin.common.all')}</option>
          {known ? null : <option value={filter.item}>{selectedLabel}</option>}
          {items.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <AllOrOneField
        label={t('admin.filter.state')}
        name="status"
        value={filter.status}
        values={BOOKING_STATES}
        labelOf={stateLabel}
        onChange={(status) => set({ status })}
      />
      <AllOrOneField
        label={t('admin.filter.payment')}
        name="payment"
        value={filter.payment}
        values={PAYMENT_STATES}
        labelOf={paymentLabel}
        onChange={(payment) => set({ payment })}
      />
      {isFiltered(filter) ? (
        <Button
          variant="secondary"
          className="adm-filter__clear"
          onClick={() => onChange(NO_FILTER)}
        >
          {t('admin.filter.clear')}
        </Button>
      ) : null}
      {rangeError || itemsUnavailable ? (
        <div className="adm-filter__notes">
          {rangeError ? (
            <p id={rangeErrorId} className="sh-field__error" role="alert">
              {rangeError}
            </p>
          ) : null}
          {itemsUnavailable ? <p className="adm-muted">{itemsFailedLabel}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
