import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import './static-page.css';
import { usePageMeta } from '@travel/shell/ui';
import { CardGrid } from './card-grid';

const VALUES = [
  {
    title: 'Local knowledge',
    text: 'Our guides live where they guide. Every tour is walked by our team before it is sold.',
  },
  {
    title: 'Honest prices',
    text: 'The price per person you see is the price you pay; extras are always optional.',
  },
  {
    title: 'Help when it matters',
    text: 'From visa questions to a missed connection, we answer before, during and after a trip.',
  },
];

export function AboutPage() {
  usePageMeta({
    title: 'About us',
    description:
      'Who we are: a travel agency offering one-day tours, hand-picked hotels and special offers around the world.',
  });
  return (
    <div className="sh-page sh-static">
      <h1>About us</h1>
      <p className="sh-lead">
        We are a small travel company that plans one-day tours, apartment stays and complete trips
        for travellers who want to see more and worry less.
      </p>
      <CardGrid cards={VALUES} />
      <p>
        Have a question? <Link to={paths.contact}>Contact us</Link> or read the{' '}
        <Link to={paths.faqs}>frequently asked questions</Link>.
      </p>
    </div>
  );
}
