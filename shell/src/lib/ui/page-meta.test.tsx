import { render } from '@testing-library/react';
import { summarize, usePageMeta, type PageMeta } from './page-meta';

function Page({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

const head = () => ({
  title: document.title,
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((element) =>
    element.getAttribute('content'),
  ),
  ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
  jsonLd: document.head.querySelector('script[type="application/ld+json"]')?.textContent,
});

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="The site">';
    document.title = 'Travel & Tours';
  });

  it('sets title, one description, Open Graph and JSON-LD while the page is shown, and restores the defaults after', () => {
    const { unmount } = render(
      <Page
        meta={{
          title: 'Oia',
          description: 'Sunset tour',
          image: '/api/images/1',
          jsonLd: { '@type': 'TouristTrip', name: '</script>' },
        }}
      />,
    );
    expect(head()).toEqual({
      title: 'Oia | Travel & Tours',
      descriptions: ['Sunset tour'],
      ogImage: `${window.location.origin}/api/images/1`,
      jsonLd: '{"@type":"TouristTrip","name":"\\u003c/script>"}',
    });
    unmount();
    expect(head()).toEqual({
      title: 'Travel & Tours',
      descriptions: ['The site'],
      ogImage: undefined,
      jsonLd: undefined,
    });
  });
});

describe('summarize', () => {
  it('keeps short text, strips tags and cuts long text at a word', () => {
    expect(summarize('  <b>Short</b>   text ')).toBe('Short text');
    const long = summarize('word '.repeat(60), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long).toMatch(/word…$/);
  });
});
