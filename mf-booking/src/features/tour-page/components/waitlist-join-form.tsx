import { t } from '@travel/shell/i18n';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage, isHttpError } from '@travel/shell/http';
import { Button } from '@travel/shell/ui';
import { useForm } from '@travel/shell/forms';
import { BookerFields } from '../../../components/booker-fields';
import { formatDate } from '../../../lib/dates';
import { joinWaitlist } from '../api/join-waitlist';
import { validateWaitlist, type WaitlistForm } from '../lib/validate-waitlist';
import { TicketsField } from './tickets-field';

export const joinedText = (position: number, time: string, date: string, confirmed: boolean) =>
  `${t('booking.waitlist.joined', { position, time, date: formatDate(date) })} ` +
  t(confirmed ? 'booking.waitlist.joinedConfirmed' : 'booking.waitlist.joinedUnconfirmed');

interface WaitlistJoinFormProps {
  destinationId: string;
  date: string;
  time: string;
  /** What the booking form held when the visitor switched: its name, email and tickets. */
  initial: WaitlistForm;
  maxTickets: number;
  /**
   * Back to the booking form, with what the visitor typed here; `bookTime` when the time turned out
   * bookable (409), to choose it there.
   */
  onBack: (form: WaitlistForm, bookTime?: string) => void;
}

type Outcome =
  { kind: 'joined'; position: number; confirmed: boolean } | { kind: 'bookable' } | null;

/**
 * Joining the waitlist of a sold-out time. It stands in for the booking form (a form cannot sit inside
 * another), with the date and time fixed and the booking form's name, email and tickets carried over.
 */
export function WaitlistJoinForm({
  destinationId,
  date,
  time,
  initial,
  maxTickets,
  onBack,
}: WaitlistJoinFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<WaitlistForm, { position: number; confirmed: boolean }>({
    initial,
    check: (values) => validateWaitlist(values, maxTickets),
    send: (values) =>
      joinWaitlist(destinationId, {
        date,
        time,
        tickets: Number(values.tickets),
        name: values.name.trim(),
        email: values.email.trim(),
      }),
    onSent: ({ position, confirmed }) => setOutcome({ kind: 'joined', position, confirmed }),
    onRefused: (error) => {
      if (isHttpError(error) && error.response?.status === 409) {
        setOutcome({ kind: 'bookable' });
        return null;
      }
      return apiErrorMessage(error, t('booking.waitlist.joinFailed'));
    },
  });
  const ids = form.idOf('waitlist');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The booking form the visitor was in has just been replaced: take focus along.
  useEffect(() => headingRef.current?.focus(), []);
  // The form is gone once answered: the answer is where the visitor goes on.
  useEffect(() => outcomeRef.current?.focus(), [outcome]);

  const when = t('booking.when.timeOnDate', { time, date: formatDate(date) });
  if (outcome) {
    return (
      <section className="bk-form bk-waitlist" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>{t('booking.waitlist.title')}</h2>
        {outcome.kind === 'joined' ? (
          <>
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role="status"
              className="bk-waitlist__done"
              data-testid="waitlist-position"
            >
              {joinedText(outcome.position, time, date, outcome.confirmed)}
            </p>
            <p className="bk-form__note">{t('booking.waitlist.leaveNote')}</p>
            <Button variant="secondary" onClick={() => onBack(form.values)}>
              {t('booking.waitlist.back')}
            </Button>
          </>
        ) : (
          <>
            <p ref={outcomeRef} tabIndex={-1} role="status" className="bk-waitlist__done">
              {t('booking.waitlist.seatsAvailable')} {t('booking.waitlist.freeAgain', { when })}
            </p>
            <Button onClick={() => onBack(form.values, time)}>
              {t('booking.waitlist.book', { time })}
            </Button>
          </>
        )}
      </section>
    );
  }

  const message = form.problem ?? form.refusal;
  return (
    <form
      className="bk-form bk-waitlist"
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
        {t('booking.waitlist.join')}
      </h2>
      <p className="bk-form__lead" data-testid="waitlist-slot">
        {t('booking.waitlist.lead', { time, date: formatDate(date) })}
      </p>
      <BookerFields name={form.field('name')} email={form.field('email')} />
      <TicketsField
        max={maxTickets}
        hint={t('booking.waitlist.ticketsHint')}
        {...form.field('tickets')}
      />
      {message && (
        <p className="bk-form__error" role="alert">
          {message}
        </p>
      )}
      <Button type="submit" busy={form.busy} busyText={t('booking.waitlist.joining')}>
        {t('booking.waitlist.join')}
      </Button>
      <Button variant="secondary" onClick={() => onBack(form.values)}>
        {t('booking.waitlist.back')}
      </Button>
    </form>
  );
}
