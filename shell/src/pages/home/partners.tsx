import { t } from '@travel/shell/i18n';
import skyways from './partners/skyways.svg';
import globetrek from './partners/globetrek.svg';
import stayfinder from './partners/stayfinder.svg';
import railpass from './partners/railpass.svg';
import bluewave from './partners/bluewave.svg';

const PARTNERS = [
  { name: 'SkyWays', logo: skyways },
  { name: 'GlobeTrek', logo: globetrek },
  { name: 'StayFinder', logo: stayfinder },
  { name: 'RailPass', logo: railpass },
  { name: 'BlueWave', logo: bluewave },
];

export function Partners() {
  return (
    <section className="sh-partners" aria-labelledby="sh-partners-title">
      <h2 id="sh-partners-title" className="sh-section-title">
        {t('shell.home.partners')}
      </h2>
      <ul className="sh-partners__list">
        {PARTNERS.map((partner) => (
          <li key={partner.name}>
            <img src={partner.logo} alt={partner.name} width={160} height={56} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
