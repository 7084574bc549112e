import { t } from '@travel/shell/i18n';
import './static-page.css';
import { usePageMeta } from '@travel/shell/ui';
import { CardGrid } from './card-grid';

// Message ids, read at render.
export const VISA_TYPES = [
  { title: 'shell.visa.type.1.title', text: 'shell.visa.type.1.text' },
  { title: 'shell.visa.type.2.title', text: 'shell.visa.type.2.text' },
  { title: 'shell.visa.type.3.title', text: 'shell.visa.type.3.text' },
  { title: 'shell.visa.type.4.title', text: 'shell.visa.type.4.text' },
  { title: 'shell.visa.type.5.title', text: 'shell.visa.type.5.text' },
  { title: 'shell.visa.type.6.title', text: 'shell.visa.type.6.text' },
  { title: 'shell.visa.type.7.title', text: 'shell.visa.type.7.text' },
  { title: 'shell.visa.type.8.title', text: 'shell.visa.type.8.text' },
];

export function VisaPage() {
  usePageMeta({
    title: t('shell.visa.metaTitle'),
    description: t('shell.visa.description'),
  });
  return (
    <div className="sh-page sh-static">
      <h1>{t('shell.footer.visa')}</h1>
      <p className="sh-lead">{t('shell.visa.lead')}</p>
      <CardGrid cards={VISA_TYPES} />
    </div>
  );
}
