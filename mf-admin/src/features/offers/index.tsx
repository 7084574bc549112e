import { ResourceManager } from '../../components/catalog';
import { offerResource } from './lib/offer-resource';

/** /Admin/OfferView. */
export default function OffersPage() {
  return <ResourceManager config={offerResource} />;
}
