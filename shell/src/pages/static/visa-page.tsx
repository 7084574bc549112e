import './static-page.css';
import { usePageMeta } from '@travel/shell/ui';
import { CardGrid } from './card-grid';

export const VISA_TYPES = [
  {
    title: 'Tourist visa',
    text: 'For holidays, sightseeing and visiting friends. Usually short stays without work.',
  },
  {
    title: 'Work visa',
    text: 'For taking up employment abroad, normally sponsored by an employer in the host country.',
  },
  {
    title: 'Business visa',
    text: 'For meetings, conferences and negotiations, without being employed in the host country.',
  },
  {
    title: 'Student visa',
    text: 'For studying at an accredited school or university; proof of admission and funds is required.',
  },
  {
    title: 'Refugee / asylum visa',
    text: 'Protection for people who cannot return home because of persecution or serious harm.',
  },
  {
    title: 'Spousal visa',
    text: 'For joining a husband, wife or partner who is a citizen or resident of the host country.',
  },
  {
    title: 'Transit visa',
    text: 'For passing through a country on the way to another, usually for a few hours or days.',
  },
  {
    title: 'E-visa',
    text: 'An electronic visa applied for and issued online, linked to your passport before travel.',
  },
];

export function VisaPage() {
  usePageMeta({
    title: 'Visa services',
    description:
      'How we help you get the visa your trip needs: documents, appointments and timelines.',
  });
  return (
    <div className="sh-page sh-static">
      <h1>Visa information</h1>
      <p className="sh-lead">
        Which visa you need depends on why you travel. Always check the rules of your destination
        before booking.
      </p>
      <CardGrid cards={VISA_TYPES} />
    </div>
  );
}
