import { Link } from '@travel/shell/router';
import { imageUrl } from '@travel/shell/http';
import { SafeImage } from '@travel/shell/ui';
import type { SearchResultItem } from '../lib/search-results';
import './search-result.css';

interface Props {
  item: SearchResultItem;
  /** A card on the search page (its title a heading), or a row in the home search's popup. */
  variant: 'card' | 'row';
  /** The first card of a page is above the fold: fetched at once. */
  eager?: boolean;
  onOpen?: () => void;
}

/** One match: picture, kind, title (the link), place and the price the search compared. */
export function SearchResult({ item, variant, eager = false, onOpen }: Props) {
  const card = variant === 'card';
  const Title = card ? 'h2' : 'p';
  const titleId = `cat-result-${variant}-${item.key}`;
  return (
    <article className={`cat-result cat-result--${variant}`} aria-labelledby={titleId}>
      {/* The title beside it names the match: the picture adds nothing a screen reader should say. */}
      <SafeImage
        className="cat-result__image"
        src={imageUrl(item.image, card ? 480 : 160)}
        alt=""
        width={card ? 480 : 96}
        height={card ? 360 : 72}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="cat-result__body">
        <Title id={titleId} className="cat-result__title">
          <Link to={item.to} onClick={onOpen}>
            {item.title}
          </Link>
        </Title>
        <p className="cat-result__meta">
          <span className="cat-result__kind">{item.kind}</span> · {item.place}
        </p>
        <p className="cat-result__price">
          <strong>{item.price}</strong> <span className="cat-muted">{item.unit}</span>
          {item.note ? <span className="cat-muted"> · {item.note}</span> : null}
        </p>
      </div>
    </article>
  );
}
