import { useId, useState } from 'react';
import './faq-page.css';
import { usePageMeta } from '@travel/shell/ui';

interface Faq {
  question: string;
  answer: string;
}

export const FAQ_CATEGORIES: Array<{ title: string; items: Faq[] }> = [
  {
    title: 'General Information',
    items: [
      {
        question: 'What does a one-day tour include?',
        answer:
          'A local guide, the entrance fees listed on the tour page and transport between the stops. Meals are included only when the tour page says so.',
      },
      {
        question: 'Do I need an account to book?',
        answer:
          'No. You can book as a guest with your name and email; an account lets you see all your bookings in one place.',
      },
      {
        question: 'Which languages do your guides speak?',
        answer: 'All tours are guided in English; many guides also speak the local language.',
      },
    ],
  },
  {
    title: 'Bookings & Reservations',
    items: [
      {
        question: 'How do I know my booking is confirmed?',
        answer:
          'You see a booking reference right after booking and receive a confirmation email with the same reference.',
      },
      {
        question: 'Can I change the date of my tour?',
        answer:
          'Contact us with your booking reference at least 48 hours before the tour and we will move it if seats are free.',
      },
      {
        question: 'How many guests can stay in an apartment?',
        answer:
          'The maximum number of guests is shown in the booking form; the form will not accept more.',
      },
    ],
  },
  {
    title: 'Payments & Pricing',
    items: [
      {
        question: 'How is the tour price calculated?',
        answer:
          'The price per person times the number of tickets, plus $50.00 when you add the extra offers.',
      },
      {
        question: 'How is an apartment stay priced?',
        answer:
          'The nightly price times the number of guests, times the number of nights. The form shows the total and the cost per person before you book.',
      },
      {
        question: 'Which currency do you use?',
        answer: 'All prices are in US dollars.',
      },
    ],
  },
];

export function FaqPage() {
  usePageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers about booking tours and hotels, payment, cancellation, visas and travelling with us.',
  });
  const baseId = useId();
  // Only one answer is open at a time across all categories (spec: FAQ accordion).
  const [openKey, setOpenKey] = useState<string | null>(null);

  return (
    <div className="sh-page sh-static">
      <h1>Frequently asked questions</h1>
      {FAQ_CATEGORIES.map((category, categoryIndex) => (
        <section
          key={category.title}
          className="sh-faq"
          aria-labelledby={`${baseId}-c${categoryIndex}`}
        >
          <h2 id={`${baseId}-c${categoryIndex}`}>{category.title}</h2>
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
                    {item.question}
                  </button>
                </h3>
                <div id={panelId} className="sh-faq__answer" hidden={!open}>
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
