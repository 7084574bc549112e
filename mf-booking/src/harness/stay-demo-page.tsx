import { useState } from 'react';
import type { Offer } from '@travel/shell/api-types';
import { ErrorPanel, Spinner } from '@travel/shell/ui';
import { useApiGet } from '@travel/shell/data';
import StayBookingForm from '../features/stay-booking';

/** Stand-in for the catalog's offer page, which renders the form through federation. */
export function StayDemoPage() {
  const offers = useApiGet<{ data: Offer[] }>('/api/offer');
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (offers.status === 'loading') return <Spinner visibleLabel />;
  if (offers.status === 'error') {
    return (
      <ErrorPanel
        message="Failed to load offers. Please try again later."
        onAction={offers.reload}
      />
    );
  }
  const list = offers.data.data;
  const offer = list.find((o) => o._id === chosenId) ?? list[0];
  if (!offer) return <p>No offers available at the moment.</p>;

  return (
    <div className="bk-page">
      <h1>Stay booking (harness)</h1>
      <label htmlFor="harness-offer">Offer</label>{' '}
      <select id="harness-offer" value={offer._id} onChange={(e) => setChosenId(e.target.value)}>
        {list.map((o) => (
          <option key={o._id} value={o._id}>
            {o.title}
          </option>
        ))}
      </select>
      <div className="bk-harness-narrow">
        <StayBookingForm key={offer._id} offer={offer} />
      </div>
    </div>
  );
}
