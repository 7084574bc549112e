import type { ReactNode } from 'react';
import type { Column } from '@travel/shell/tables';
import { mailtoHref } from '../lib/format';
import { formatDateTime } from '../lib/format';
import { t } from '@travel/shell/i18n';

/** An email address that may wrap before its @ when the column is narrow, rather than mid-word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * Who booked: the name, with the email (a mail link) and the phone (a call link, when given) under it, in
 * one narrow column.
 */
export function Booker({ name, email, phone }: { name: string; email: string; phone?: string }) {
  return (
    <span className="adm-stack adm-booker">
      <span>{name}</span>
      {/* Named by the whole address: some accessible-name algorithms read the break as a space. */}
      <a className="adm-muted" href={mailtoHref(email)} aria-label={email}>
        <Email address={email} />
      </a>
      {phone ? (
        <a className="adm-muted adm-nowrap" href={`tel:${phone}`}>
          {phone}
        </a>
      ) : null}
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

/** A list's last column: the row's buttons, right-aligned and kept on one line. */
export function actionsColumn<T>(render: (row: T) => ReactNode): Column<T> {
  return {
    key: 'actions',
    header: t('admin.common.actions'),
    className: 'adm-cell--actions',
    render,
  };
}
