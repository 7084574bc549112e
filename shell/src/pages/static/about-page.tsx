import { t } from '@travel/shell/i18n';
import { tRich } from '@travel/shell/ui';
import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import './static-page.css';
import { usePageMeta } from '@travel/shell/ui';
import { CardGrid } from './card-grid';

// Message ids, read at render.
const VALUES = [
  { title: 'shell.aboutPage.value.1.title', text: 'shell.aboutPage.value.1.text' },
  { title: 'shell.aboutPage.value.2.title', text: 'shell.aboutPage.value.2.text' },
  { title: 'shell.aboutPage.value.3.title', text: 'shell.aboutPage.value.3.text' },
];

export function AboutPage() {
  usePageMeta({
    title: t('shell.footer.aboutUs'),
    description: t('shell.aboutPage.description'),
  });
  return (
    <div className="sh-page sh-static">
      <h1>{t('shell.footer.aboutUs')}</h1>
      <p className="sh-lead">{t('shell.aboutPage.lead')}</p>
      <CardGrid cards={VALUES} />
      <p>
        {tRich('shell.aboutPage.question', {
          contact: (text) => <Link to={paths.contact}>{text}</Link>,
          faqs: (text) => <Link to={paths.faqs}>{text}</Link>,
        })}
      </p>
    </div>
  );
}
