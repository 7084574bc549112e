import { useState, type FormEvent } from 'react';
import type { GuestLimit, Offer } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { SelectField, TextField } from '@travel/shell/forms';
import { zoneLabel } from '@travel/shell/time';
import { formatPrice, stayPriceUnit } from '@travel/shell/ui';
import { bookStay, previewStayPrice } from '../api/new-booking-api';
import { useBook } from '../hooks/use-book';
import { usePricePreview } from '../hooks/use-price-preview';
import { countOf } from '../lib/tour-choice';
import { nightsBetween, stayAmounts } from '../lib/stay-amounts';
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

interface StayDraft {
  offerId: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  promoCode: string;
}

const EMPTY: StayDraft = { offerId: '', checkIn: '', checkOut: '', guests: '1', promoCode: '' };

const byTitle = (list: Offer[]) => [...list].sort((a, b) => a.title.localeCompare(b.title));

/** A stay booked for a customer: the offer, its nights and guests, and a code. */
export function StayForm() {
  const [draft, setDraft] = useState<StayDraft>(EMPTY);
  const [customer, setCustomer] = useState<Customer>(NO_CUSTOMER);
  const { book, busy, error, setError } = useBook();
  const offers = useApiGet<{ data: Offer[] }>('/api/offer');
  const limit = useApiGet<GuestLimit>('/api/limit');
  const list = offers.status === 'success' ? byTitle(offers.data.data) : [];
  const offer = list.find((o) => o._id === draft.offerId);

  const change = (patch: Partial<StayDraft>) => {
    setDraft((latest) => ({ ...latest, ...patch }));
    setError(null);
  };
  const changeCustomer = (patch: Partial<Customer>) => {
    setCustomer((latest) => ({ ...latest, ...patch }));
    setError(null);
  };

  const nights = nightsBetween(draft.checkIn, draft.checkOut);
  const guests = countOf(draft.guests);
  const promoCode = draft.promoCode.trim();
  const email = customer.email.trim();
  const withCode = promoCode ? { promoCode } : {};
  const priced =
    offer && nights && guests
      ? {
          offerId: offer._id,
          guests,
          nights,
          ...withCode,
          // A code's uses per address are checked against the customer's email, once there is a code.
          ...(promoCode && email ? { email } : {}),
        }
      : null;
  const preview = usePricePreview(priced, previewStayPrice);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      !offer || !nights || !guests
        ? t('admin.newBooking.stayChooseFirst')
        : missingCustomer(customer);
    if (problem || !offer || !nights || preview.status !== 'success') {
      setError(problem ?? priceFirst());
      return;
    }
    void book(
      () =>
        bookStay({
          offerId: offer._id,
          checkIn: draft.checkIn,
          checkOut: draft.checkOut,
          guests,
          // The spec's figures the API checks; what is charged is the preview's total.
          ...stayAmounts(offer.Price, guests, nights),
          ...withCode,
          ...customerRequest(customer),
        }),
      customer.sendMail,
    );
  }

  return (
    <form
      className="adm-new-booking"
      aria-label={t('admin.newBooking.stayLabel')}
      onSubmit={submit}
      noValidate
    >
      <div className="adm-new-booking__main">
        <BookingGroup
          legend={t('admin.col.stay')}
          loadError={offers.status === 'error' ? offers.message : null}
        >
          <div className="adm-new-booking__fields">
            <SelectField
              label={t('admin.col.offer')}
              name="offerId"
              required
              hint={
                offer ? `${formatPrice(offer.Price)} ${stayPriceUnit()}, ${offer.Hotel}` : undefined
              }
              value={draft.offerId}
              onChange={(event) => change({ offerId: event.target.value })}
            >
              <option value="">{t('admin.newBooking.chooseOffer')}</option>
              {list.map((o) => (
                <option key={o._id} value={o._id}>
                  {o.title}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('admin.newBooking.checkIn')}
              name="checkIn"
              type="date"
              required
              hint={offer ? zoneLabel(offer.timeZone) : undefined}
              value={draft.checkIn}
              onChange={(event) => change({ checkIn: event.target.value })}
            />
            <TextField
              label={t('admin.newBooking.checkOut')}
              name="checkOut"
              type="date"
              required
              min={draft.checkIn || undefined}
              hint={nights ? t('admin.bookings.nights', { count: nights }) : undefined}
              value={draft.checkOut}
              onChange={(event) => change({ checkOut: event.target.value })}
            />
            <TextField
              label={t('admin.detail.guests')}
              name="guests"
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={limit.status === 'success' ? limit.data.maxGuestLimit : undefined}
              hint={
                limit.status === 'success'
                  ? t('admin.newBooking.atMost', { max: limit.data.maxGuestLimit })
                  : undefined
              }
              value={draft.guests}
              onChange={(event) => change({ guests: event.target.value })}
            />
            <PromoCodeField
              value={draft.promoCode}
              onChange={(promoCode) => change({ promoCode })}
            />
          </div>
        </BookingGroup>
        <CustomerFields value={customer} onChange={changeCustomer} />
      </div>
      <PriceSummary
        preview={preview}
        waitingFor={t('admin.newBooking.stayWaiting')}
        busy={busy}
        error={error}
      />
    </form>
  );
}
