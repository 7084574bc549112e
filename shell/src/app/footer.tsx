import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { t } from '@travel/shell/i18n';

// Labels are message ids, read at render.
const HELPFUL_LINKS = [
  { to: paths.home, label: 'shell.nav.home' },
  { to: paths.destination, label: 'shell.nav.destinations' },
  { to: paths.hotel, label: 'shell.nav.hotels' },
  { to: paths.giftCards, label: 'shell.footer.giftCards' },
  { to: paths.contact, label: 'shell.nav.contact' },
];

const INFORMATION_LINKS = [
  { to: paths.about, label: 'shell.footer.aboutUs' },
  { to: paths.faqs, label: 'shell.nav.faqs' },
  { to: paths.visa, label: 'shell.footer.visa' },
  { to: paths.usa, label: 'shell.footer.usa' },
];

// Simple monochrome marks drawn inline: no icon font or CDN request.
const SOCIAL = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'X',
    href: 'https://x.com/',
    path: 'M4 4h4.5l4 5.5L17 4h3l-6 7 6.5 9H16l-4.3-5.9L7 20H4l6.2-7.3z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M21 8.2a3 3 0 0 0-2-2C17.2 5.7 12 5.7 12 5.7s-5.2 0-7 .5a3 3 0 0 0-2 2A31 31 0 0 0 2.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2 2c1.8.5 7 .5 7 .5s5.2 0 7-.5a3 3 0 0 0 2-2 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5 3z',
  },
];

/** A titled list of the site's own pages. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="sh-footer__title">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="sh-footer">
      <div className="sh-footer__grid">
        <section aria-labelledby="sh-footer-about">
          <h2 id="sh-footer-about" className="sh-footer__title">
            {t('shell.siteName')}
          </h2>
          <p>{t('shell.footer.about')}</p>
          <ul className="sh-footer__social">
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={item.label}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d={item.path} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks
          id="sh-footer-helpful"
          title={t('shell.footer.helpful')}
          links={HELPFUL_LINKS}
        />
        <FooterLinks
          id="sh-footer-information"
          title={t('shell.footer.information')}
          links={INFORMATION_LINKS}
        />
        <section aria-labelledby="sh-footer-contact">
          <h2 id="sh-footer-contact" className="sh-footer__title">
            {t('shell.nav.contact')}
          </h2>
          <address>
            <p>
              {t('shell.footer.phone')} <a href="tel:+15550100000">+1 555 010 0000</a>
            </p>
            <p>
              {t('shell.footer.web')} <a href="https://travel.example">travel.example</a>
            </p>
          </address>
        </section>
      </div>
      <p className="sh-footer__legal">
        © {new Date().getFullYear()} {t('shell.siteName')}
      </p>
    </footer>
  );
}
