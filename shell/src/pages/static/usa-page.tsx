import { t } from '@travel/shell/i18n';
import { tRich } from '@travel/shell/ui';
import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import './static-page.css';
import { usePageMeta } from '@travel/shell/ui';
import { CardGrid } from './card-grid';

// Message ids, read at render.
const TOPICS = [
  { title: 'shell.usa.topic.1.title', text: 'shell.usa.topic.1.text' },
  { title: 'shell.usa.topic.2.title', text: 'shell.usa.topic.2.text' },
  { title: 'shell.usa.topic.3.title', text: 'shell.usa.topic.3.text' },
  { title: 'shell.usa.topic.4.title', text: 'shell.usa.topic.4.text' },
];

export function UsaPage() {
  usePageMeta({
    title: t('shell.usa.metaTitle'),
    description: t('shell.usa.description'),
  });
  return (
    <div className="sh-page sh-static">
      <h1>{t('shell.usa.title')}</h1>
      <p className="sh-lead">{t('shell.usa.lead')}</p>
      <CardGrid cards={TOPICS} />
      <p>{tRich('shell.usa.visaHelp', { visa: (text) => <Link to={paths.visa}>{text}</Link> })}</p>
    </div>
  );
}
