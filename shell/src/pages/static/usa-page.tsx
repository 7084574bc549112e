import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import './static-page.css';
import { usePageMeta } from '@travel/shell/ui';
import { CardGrid } from './card-grid';

const TOPICS = [
  {
    title: 'Entering the USA',
    text: 'Most visitors need either a visa or an approved ESTA travel authorisation under the Visa Waiver Program. Apply well before you fly.',
  },
  {
    title: 'Best time to visit',
    text: 'Spring and autumn bring mild weather to most of the country; summer is peak season for national parks.',
  },
  {
    title: 'Getting around',
    text: 'Domestic flights connect the big cities; a rental car is the easiest way to explore national parks and small towns.',
  },
  {
    title: 'Money and tipping',
    text: 'Prices are shown without sales tax, and a tip of 15-20% is customary in restaurants.',
  },
];

export function UsaPage() {
  usePageMeta({
    title: 'Travel to the USA',
    description:
      'What you need to know before travelling to the United States: visas, documents and tips.',
  });
  return (
    <div className="sh-page sh-static">
      <h1>Travelling to the USA</h1>
      <p className="sh-lead">
        From New York to the Grand Canyon: what to know before your trip to the United States.
      </p>
      <CardGrid cards={TOPICS} />
      <p>
        Need help with a visa? See our <Link to={paths.visa}>visa information</Link>.
      </p>
    </div>
  );
}
