import { t } from '@travel/shell/i18n';
/** A static page's cards: a title and a line of text each (message ids), in a grid. */
export function CardGrid({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <ul className="sh-card-grid">
      {cards.map((card) => (
        <li key={card.title} className="sh-card">
          <h2>{t(card.title)}</h2>
          <p>{t(card.text)}</p>
        </li>
      ))}
    </ul>
  );
}
