import { mailtoHref } from '../lib/format';
import { formatDateTime } from '../lib/format';

/** Who booked: the name, with the email (a mail link) under it, in one narrow column. */
export function Booker({ name, email }: { name: string; email: string }) {
  return (
    <span className="adm-stack adm-booker">
      <span>{name}</span>
      <a className="adm-muted" href={mailtoHref(email)}>
        {email}
      </a>
    </span>
  );
}

/** A date or amount over a smaller second line (a time, a ticket count), both kept whole. */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <span className="adm-stack adm-nowrap">
      <span>{first}</span>
      <span className="adm-muted">{second}</span>
    </span>
  );
}

/** When the booking was made, in the admin's time zone: the day over the time. */
export function Created({ at }: { at: string }) {
  const [day = '', time = ''] = formatDateTime(at).split(', ');
  return <TwoLines first={day} second={time} />;
}
