import { useSearchParams } from '@travel/shell/router';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import { StayForm } from './stay-form';
import { TourForm } from './tour-form';
import './new-booking-page.css';
import { t } from '@travel/shell/i18n';

type Kind = 'tour' | 'stay';

const KINDS: readonly Kind[] = ['tour', 'stay'];

/**
 * /admin/new-booking: a tour or stay booked for a phone or walk-in customer, through the site's own rules,
 * prices and seats. The kind is kept in the address (`?kind=stay`), so the stay bookings screen's button
 * opens it on a stay.
 */
export function NewBookingPage() {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'stay' ? 'stay' : 'tour';
  return (
    <AdminScreen id="new-booking" title={t('admin.menu.newBooking')}>
      <fieldset className="adm-new-booking__kind">
        <legend>{t('admin.newBooking.what')}</legend>
        {KINDS.map((value) => (
          <label key={value} className="adm-new-booking__kind-option">
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setParams({ kind: value }, { replace: true })}
            />
            {t(`admin.newBooking.kind.${value}`)}
          </label>
        ))}
      </fieldset>
      {/* Keyed: switching the kind starts that form afresh. */}
      {kind === 'tour' ? <TourForm key="tour" /> : <StayForm key="stay" />}
    </AdminScreen>
  );
}
