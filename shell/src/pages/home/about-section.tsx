import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';

const HIGHLIGHTS = [
  { title: 'Hand-picked tours', text: 'Every one-day tour is checked by our local guides.' },
  { title: 'Fair prices', text: 'Clear per-person prices with no hidden fees.' },
  {
    title: 'Support that answers',
    text: 'Questions before or during a trip? Contact us any time.',
  },
];

export function AboutSection() {
  return (
    <section className="sh-about" aria-labelledby="sh-about-title">
      <div>
        <h2 id="sh-about-title" className="sh-section-title">
          About us
        </h2>
        <p>
          We plan tours and stays for travellers who want to see more and worry less: from visa
          questions to the last night of your trip.
        </p>
        <Link className="sh-button sh-button--secondary" to={paths.about}>
          Read more about us
        </Link>
      </div>
      <ul className="sh-about__highlights">
        {HIGHLIGHTS.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
