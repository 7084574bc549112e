import { formatPrice } from '@travel/shell/ui';
import { Gallery, galleryImages } from '../../../components/gallery';
import type { TourDestination } from '../types';
import { TourBookingForm } from './tour-booking-form';

export function TourDetails({ destination }: { destination: TourDestination }) {
  const title = destination.title || destination.destination || 'Destination';
  return (
    <article className="bk-tour" aria-labelledby="bk-tour-title">
      <header className="bk-tour__header">
        <h1 id="bk-tour-title">{title}</h1>
        {destination.location && <p className="bk-tour__location">{destination.location}</p>}
      </header>
      <Gallery images={galleryImages(destination.image, destination.gallary)} alt={title} />
      <div className="bk-tour__body">
        <section className="bk-tour__info" aria-label="About this tour">
          <p className="bk-tour__description">
            {destination.description || 'Description not available.'}
          </p>
          <dl className="bk-tour__facts">
            <div>
              <dt>Price</dt>
              <dd>
                <span data-testid="tour-price">{formatPrice(destination.CostPerPerson)}</span> per
                person
              </dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>1 day</dd>
            </div>
            <div>
              <dt>Tour Type</dt>
              <dd>Budget</dd>
            </div>
          </dl>
        </section>
        {/* Keyed so that moving to another tour starts a fresh form. */}
        <TourBookingForm key={destination._id} destination={destination} />
      </div>
    </article>
  );
}
