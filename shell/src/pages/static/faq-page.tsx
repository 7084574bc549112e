import { t } from '@travel/shell/i18n';
import { useId, useState } from 'react';
import './faq-page.css';
import { usePageMeta } from '@travel/shell/ui';

interface Faq {
  question: string;
  answer: string;
}

// Message ids, read at render.
export const FAQ_CATEGORIES: Array<{ title: string; items: Faq[] }> = [
  {
    title: 'shell.faq.c1.title',
    items: [
      { question: 'shell.faq.c1.q1', answer: 'shell.faq.c1.a1' },
      { question: 'shell.faq.c1.q2', answer: 'shell.faq.c1.a2' },
      { question: 'shell.faq.c1.q3', answer: 'shell.faq.c1.a3' },
    ],
  },
  {
    title: 'shell.faq.c2.title',
    items: [
      { question: 'shell.faq.c2.q1', answer: 'shell.faq.c2.a1' },
      { question: 'shell.faq.c2.q2', answer: 'shell.faq.c2.a2' },
      { question: 'shell.faq.c2.q3', answer: 'shell.faq.c2.a3' },
    ],
  },
  {
    title: 'shell.faq.c3.title',
    items: [
      { question: 'shell.faq.c3.q1', answer: 'shell.faq.c3.a1' },
      { question: 'shell.faq.c3.q2', answer: 'shell.faq.c3.a2' },
      { question: 'shell.faq.c3.q3', answer: 'shell.faq.c3.a3' },
    ],
  },
];

export function FaqPage() {
  usePageMeta({
    title: t('shell.faq.title'),
    description: t('shell.faq.description'),
  });
  const baseId = useId();
  // Only one answer is open at a time across all categories (spec: FAQ accordion).
  const [openKey, setOpenKey] = useState<string | null>(null);

  return (
    <div className="sh-page sh-static">
      <h1>{t('shell.faq.title')}</h1>
      {FAQ_CATEGORIES.map((category, categoryIndex) => (
        <section
          key={category.title}
          className="sh-faq"
          aria-labelledby={`${baseId}-c${categoryIndex}`}
        >
          <h2 id={`${baseId}-c${categoryIndex}`}>{t(category.title)}</h2>
          {category.items.map((item, itemIndex) => {
            const key = `${categoryIndex}-${itemIndex}`;
            const open = openKey === key;
            const panelId = `${baseId}-p${key}`;
            return (
              <div key={key} className={`sh-faq__item${open ? ' is-open' : ''}`}>
                <h3>
                  <button
                    type="button"
                    className="sh-faq__question"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenKey(open ? null : key)}
                  >
                    {t(item.question)}
                  </button>
                </h3>
                <div id={panelId} className="sh-faq__answer" hidden={!open}>
                  <p>{t(item.answer)}</p>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
