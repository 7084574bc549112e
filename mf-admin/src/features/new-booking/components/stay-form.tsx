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
  PRICE_FIRST,
  type Customer,
} from './customer-fields';
import { PriceSummary } from './price-summary';

interface StayDraft {
  offerId: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  promoCode: string;
}

const EMPTY: StayDraft = { offerId: '', checkIn: '', checkOut: '', guests: '1', promoCode: '' };

const CHOOSE_FIRST = 'Please choose an offer, the check-in and check-out dates and the guests.';

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
    const problem = !offer || !nights || !guests ? CHOOSE_FIRST : missingCustomer(customer);
    if (problem || !offer || !nights || preview.status !== 'success') {
      setError(problem ?? PRICE_FIRST);
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
    <form className="adm-new-booking" aria-label="New stay booking" onSubmit={submit} noValidate>
      <div className="adm-new-booking__main">
        <BookingGroup legend="Stay" loadError={offers.status === 'error' ? offers.message : null}>
          <div className="adm-new-booking__fields">
            <SelectField
              label="Offer"
              name="offerId"
              required
              hint={
                offer ? `${formatPrice(offer.Price)} ${stayPriceUnit()}, ${offer.Hotel}` : undefined
              }
              value={draft.offerId}
              onChange={(event) => change({ offerId: event.target.value })}
            >
              <option value="">Choose an offer</option>
              {list.map((o) => (
                <option key={o._id} value={o._id}>
                  {o.title}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Check-in"
              name="checkIn"
              type="date"
              required
              hint={offer ? zoneLabel(offer.timeZone) : undefined}
              value={draft.checkIn}
              onChange={(event) => change({ checkIn: event.target.value })}
            />
            <TextField
              label="Check-out"
              name="checkOut"
              type="date"
              required
              min={draft.checkIn || undefined}
              hint={nights ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : undefined}
              value={draft.checkOut}
              onChange={(event) => change({ checkOut: event.target.value })}
            />
            <TextField
              label="Guests"
              name="guests"
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={limit.status === 'success' ? limit.data.maxGuestLimit : undefined}
              hint={limit.status === 'success' ? `At most ${limit.data.maxGuestLimit}` : undefined}
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
        waitingFor="Choose an offer, the dates and the guests to see the price."
        busy={busy}
        error={error}
      />
    </form>
  );
}
