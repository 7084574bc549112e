import { t } from '@travel/shell/i18n';
import { paths } from '@travel/shell/paths';
import { formatPrice, stayPriceUnit } from '@travel/shell/ui';
import type { SearchMatches } from '../api/search-api';

/** One match of a search, whatever its kind, as the popup and the search page show it. */
export interface SearchResultItem {
  key: string;
  /** What the visitor would be booking, in the page's language: a tour, a stay (an offer) or a hotel. */
  kind: string;
  title: string;
  place: string;
  /** A stored image's URL, as the API gives it (imageUrl() sizes it). */
  image: string;
  /** The price the search compared, and what it is a price of. */
  price: string;
  unit: string;
  /** What a visitor pays for a tour, when that is not the price compared. */
  note?: string;
  to: string;
}

/** Tours first, then stays, then hotels: the order the search's message counts them in. Called at render. */
export function searchResultItems(matches: SearchMatches): SearchResultItem[] {
  return [
    ...matches.destinations.map((destination): SearchResultItem => ({
      key: `d-${destination._id}`,
      kind: t('catalog.result.tour'),
      title: destination.title || destination.destination,
      place: destination.location,
      image: destination.image,
      // A destination's Price is what the search compares (the spec's search), so that is the price
      // shown beside it; what a ticket costs is said too, as the tour page says it.
      price: formatPrice(destination.price),
      unit: t('catalog.result.tourPrice'),
      note: t('catalog.pricePerPerson', { price: formatPrice(destination.CostPerPerson) }),
      to: paths.tourPage(destination._id),
    })),
    ...matches.offers.map((offer): SearchResultItem => ({
      key: `o-${offer._id}`,
      kind: t('catalog.result.stay'),
      title: offer.title,
      place: offer.Location,
      image: offer.Image,
      price: formatPrice(offer.Price),
      unit: stayPriceUnit(),
      to: paths.offerDetails(offer._id),
    })),
    ...matches.hotels.map((hotel): SearchResultItem => ({
      key: `h-${hotel._id}`,
      kind: t('catalog.result.hotel'),
      title: hotel.hotelName,
      place: hotel.location,
      image: hotel.image[0] ?? '',
      price: formatPrice(hotel.pricePerNight),
      unit: t('catalog.perNight'),
      to: paths.hotel,
    })),
  ];
}
