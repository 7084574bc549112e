import { useState, type FormEvent } from 'react';
import type { Destination, TourAvailability, TourSlot } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { SelectField, TextField } from '@travel/shell/forms';
import { wallClockAt, zoneLabel } from '@travel/shell/time';
import { formatPrice } from '@travel/shell/ui';
import { TimeSelect } from '../../../components/tour-choices';
import { bookTour, previewTourPrice } from '../api/new-booking-api';
import { useBook } from '../hooks/use-book';
import { usePricePreview } from '../hooks/use-price-preview';
import { tourChoiceRequest, type TicketChoice } from '../lib/tour-choice';
import { BookingGroup, PromoCodeField } from './booking-group';
import {
  CustomerFields,
  customerRequest,
  missingCustomer,
  NO_CUSTOMER,
  priceFirst,
  type Customer,
} from './customer-fields';
import { PriceSummary } from './price-summary';
import { t } from '@travel/shell/i18n';

interface TourDraft extends TicketChoice {
  destinationId: string;
  date: string;
  time: string;
  promoCode: string;
}

const EMPTY: TourDraft = {
  destinationId: '',
  date: '',
  time: '',
  tickets: '1',
  counts: {},
  extraKeys: [],
  promoCode: '',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function slotLabel(slot: TourSlot | undefined, time: string): string {
  if (!slot) return time;
  if (slot.closed) return t('admin.newBooking.slotCancelled', { time });
  if (slot.left <= 0) return t('admin.newBooking.slotSoldOut', { time });
  return t('admin.newBooking.slotLeft', { time, left: slot.left, capacity: slot.capacity });
}

const byTitle = (list: Destination[]) =>
  [...list].sort((a, b) => (a.title || a.destination).localeCompare(b.title || b.destination));

/** A tour booked for a customer: the tour, its date and time (with seats left), tickets, extras, a code. */
export function TourForm() {
  const [draft, setDraft] = useState<TourDraft>(EMPTY);
  const [customer, setCustomer] = useState<Customer>(NO_CUSTOMER);
  const [openedAt] = useState(Date.now);
  const { book, busy, error, setError } = useBook();
  const destinations = useApiGet<Destination[]>('/api/destination');
  const list = destinations.status === 'success' ? byTitle(destinations.data) : [];
  const tour = list.find((d) => d._id === draft.destinationId);
  const categories = tour?.priceCategories ?? [];
  const extras = tour?.extras ?? [];

  const day = useApiGet<TourAvailability>(
    tour && ISO_DATE.test(draft.date)
      ? `/api/destination/${encodeURIComponent(tour._id)}/availability?date=${draft.date}`
      : null,
  );
  const slots = day.status === 'success' ? day.data.slots : [];
  const slotOf = (time: string) => slots.find((slot) => slot.time === time);
  const full = slots.filter((slot) => slot.closed || slot.left <= 0).map((slot) => slot.time);

  const change = (patch: Partial<TourDraft>) => {
    setDraft((latest) => ({ ...latest, ...patch }));
    setError(null);
  };
  const changeCustomer = (patch: Partial<Customer>) => {
    setCustomer((latest) => ({ ...latest, ...patch }));
    setError(null);
  };

  const choice = tour ? tourChoiceRequest(tour._id, categories, draft) : null;
  const promoCode = draft.promoCode.trim();
  const email = customer.email.trim();
  const withCode = promoCode ? { promoCode } : {};
  // A code's uses per address are checked against the customer's email, once there is a code.
  const priced =
    choice && choice.tickets > 0
      ? { ...choice, ...withCode, ...(promoCode && email ? { email } : {}) }
      : null;
  const preview = usePricePreview(priced, previewTourPrice);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      !choice || !draft.time ? t('admin.newBooking.tourChooseFirst') : missingCustomer(customer);
    if (problem || !choice || preview.status !== 'success') {
      setError(problem ?? priceFirst());
      return;
    }
    void book(
      () =>
        bookTour({
          ...choice,
          ...withCode,
          date: draft.date,
          time: draft.time,
          cost: preview.preview.price.total,
          ...customerRequest(customer),
        }),
      customer.sendMail,
    );
  }

  // The first bookable day in the tour's own clock (the API refuses an earlier one with its reason).
  const today = tour ? wallClockAt(openedAt, tour.timeZone).date : undefined;

  return (
    <form
      className="adm-new-booking"
      aria-label={t('admin.newBooking.tourLabel')}
      onSubmit={submit}
      noValidate
    >
      <div className="adm-new-booking__main">
        <BookingGroup
          legend={t('admin.detail.tour')}
          loadError={destinations.status === 'error' ? destinations.message : null}
        >
          <div className="adm-new-booking__fields">
            <SelectField
              label={t('admin.col.destination')}
              name="destinationId"
              required
              value={draft.destinationId}
              onChange={(event) =>
                change({ destinationId: event.target.value, time: '', counts: {}, extraKeys: [] })
              }
            >
              <option value="">{t('admin.tourChoice.chooseDestination')}</option>
              {list.map((d) => (
                <option key={d._id} value={d._id}>
                  {d.title || d.destination}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('admin.col.tourDate')}
              name="date"
              type="date"
              required
              min={today}
              hint={
                tour
                  ? t('admin.newBooking.tourClock', { zone: zoneLabel(tour.timeZone) })
                  : undefined
              }
              value={draft.date}
              onChange={(event) => change({ date: event.target.value, time: '' })}
            />
            <TimeSelect
              label={t('admin.detail.time')}
              name="time"
              required
              value={draft.time}
              times={slots.map((slot) => slot.time)}
              none={
                slots.length
                  ? t('admin.detail.chooseTime')
                  : t('admin.newBooking.chooseDestinationDate')
              }
              disabled={slots.length === 0}
              optionLabel={(time) => slotLabel(slotOf(time), time)}
              unavailable={full}
              onChange={(time) => change({ time })}
            />
          </div>
          {day.status === 'error' ? (
            <p className="adm-new-booking__error" role="alert">
              {day.message}
            </p>
          ) : null}
          {day.status === 'success' && slots.length === 0 ? (
            <p className="adm-muted">{t('admin.newBooking.noTour')}</p>
          ) : null}
        </BookingGroup>

        {tour ? (
          <BookingGroup legend={t('admin.detail.tickets')}>
            <div className="adm-new-booking__fields">
              {categories.length === 0 ? (
                <TextField
                  label={t('admin.newBooking.ticketsEach', {
                    price: formatPrice(tour.CostPerPerson),
                  })}
                  name="tickets"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={day.status === 'success' ? day.data.maxTicketsPerBooking : undefined}
                  required
                  value={draft.tickets}
                  onChange={(event) => change({ tickets: event.target.value })}
                />
              ) : (
                categories.map((category) => (
                  <TextField
                    key={category.key}
                    label={`${category.name} (${formatPrice(category.price)})`}
                    name={`count-${category.key}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={category.maxPerBooking}
                    hint={category.ageNote}
                    value={draft.counts[category.key] ?? ''}
                    onChange={(event) =>
                      change({ counts: { ...draft.counts, [category.key]: event.target.value } })
                    }
                  />
                ))
              )}
            </div>
            {extras.length > 0 ? (
              <fieldset className="adm-new-booking__extras">
                <legend>{t('admin.col.extras')}</legend>
                {extras.map((extra) => {
                  const id = `new-booking-extra-${extra.key}`;
                  const checked = draft.extraKeys.includes(extra.key);
                  return (
                    <div key={extra.key} className="adm-new-booking__check">
                      <input
                        id={id}
                        type="checkbox"
                        checked={checked}
                        onChange={() =>
                          change({
                            extraKeys: checked
                              ? draft.extraKeys.filter((key) => key !== extra.key)
                              : [...draft.extraKeys, extra.key],
                          })
                        }
                      />
                      <label htmlFor={id}>
                        {t('admin.newBooking.extra', {
                          name: extra.name,
                          price: formatPrice(extra.price),
                          per: extra.per,
                        })}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            ) : null}
            <div className="adm-new-booking__fields">
              <PromoCodeField
                value={draft.promoCode}
                onChange={(promoCode) => change({ promoCode })}
              />
            </div>
          </BookingGroup>
        ) : null}

        <CustomerFields value={customer} onChange={changeCustomer} />
      </div>
      <PriceSummary
        preview={preview}
        waitingFor={t('admin.newBooking.tourWaiting')}
        busy={busy}
        error={error}
      />
    </form>
  );
}
