import { useId } from 'react';
import { requiredFieldsMessage, TextField } from '@travel/shell/forms';
import { PhoneField, usePhoneCountry } from '@travel/shell/phone';
import { BookingGroup } from './booking-group';

export interface Customer {
  name: string;
  email: string;
  /** International form, or '' for none. */
  phone: string;
  sendMail: boolean;
}

export const NO_CUSTOMER: Customer = { name: '', email: '', phone: '', sendMail: true };

/**
 * Who the booking is for: the booking forms' name, email and optional phone (with its country, looked up
 * once the admin starts on these fields), and whether the customer is mailed the confirmation: someone
 * standing at the desk may not want one.
 */
export function CustomerFields({
  value,
  onChange,
}: {
  value: Customer;
  onChange: (patch: Partial<Customer>) => void;
}) {
  const id = useId();
  const { country, detect } = usePhoneCountry();
  return (
    <BookingGroup legend="Customer" onFocus={detect}>
      <div className="adm-new-booking__fields">
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="off"
          value={value.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="off"
          value={value.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <PhoneField
          id={`${id}-phone`}
          label="Phone (optional)"
          defaultCountry={country}
          value={value.phone}
          onChange={(phone) => onChange({ phone })}
        />
      </div>
      <div className="adm-new-booking__check">
        <input
          id={`${id}-mail`}
          type="checkbox"
          checked={value.sendMail}
          onChange={(event) => onChange({ sendMail: event.target.checked })}
        />
        <label htmlFor={`${id}-mail`}>Send the confirmation mail</label>
      </div>
    </BookingGroup>
  );
}

/** The customer's part of a booking's body: the phone only when one was given. */
export function customerRequest(customer: Customer) {
  return {
    name: customer.name.trim(),
    email: customer.email.trim(),
    ...(customer.phone ? { phone: customer.phone } : {}),
    sendMail: customer.sendMail,
  };
}

/** The spec's line while the name or email is empty (the API's own checks answer the rest). */
export function missingCustomer(customer: Customer): string | null {
  return customer.name.trim() && customer.email.trim() ? null : requiredFieldsMessage();
}

/** Said when the admin books before the server's price for the choices shown has come back. */
export const PRICE_FIRST = 'Please wait for the price: the booking is charged what it shows.';
