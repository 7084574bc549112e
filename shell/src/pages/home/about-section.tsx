import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';

// Message ids, read at render.
const HIGHLIGHTS = [
  { title: 'shell.about.tours', text: 'shell.about.toursText' },
  { title: 'shell.about.prices', text: 'shell.about.pricesText' },
  { title: 'shell.about.support', text: 'shell.about.supportText' },
];

export function AboutSection() {
  return (
    <section className="sh-about" aria-labelledby="sh-about-title">
      <div>
        <h2 id="sh-about-title" className="sh-section-title">
          {t('shell.footer.aboutUs')}
        </h2>
        <p>{t('shell.about.intro')}</p>
        <Link className="sh-button sh-button--secondary" to={paths.about}>
          {t('shell.about.readMore')}
        </Link>
      </div>
      <ul className="sh-about__highlights">
        {HIGHLIGHTS.map((item) => (
          <li key={item.title}>
            <h3>{t(item.title)}</h3>
            <p>{t(item.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
