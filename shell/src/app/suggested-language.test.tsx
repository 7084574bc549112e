import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage, renderAt } from '@travel/shell/testing';
import LanguageSuggestion from './language-suggestion';
import { DISMISSED_KEY, OFFER_DELAY_MS, useSuggestedLanguage } from './suggested-language';

function Offer() {
  const [lang] = useSuggestedLanguage();
  return <p>offer: {lang ?? 'none'}</p>;
}

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

/** The offer as it stands once the page has hydrated and its first seconds have passed. */
async function offerAfterSettling() {
  render(<Offer />);
  expect(screen.getByText('offer: none')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(OFFER_DELAY_MS);
  });
  return screen.getByText(/^offer: /).textContent;
}

describe('the language offered to a visitor on a German page', () => {
  inLanguage('de');

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it("offers the browser's language, but only once the page's first seconds have passed", async () => {
    browserLanguages(['en-GB', 'de']);
    expect(await offerAfterSettling()).toBe('offer: en');
  });

  it("offers nothing when the page is in the browser's language", async () => {
    browserLanguages(['de-AT', 'en']);
    expect(await offerAfterSettling()).toBe('offer: none');
  });

  it('offers nothing once dismissed', async () => {
    browserLanguages(['es']);
    window.localStorage.setItem(DISMISSED_KEY, 'es');
    expect(await offerAfterSettling()).toBe('offer: none');
  });
});

describe('the offer', () => {
  inLanguage('de');

  it('is written in the offered language, links to the same page in it, and is not offered again once followed or dismissed', async () => {
    const done = jest.fn();
    renderAt(<LanguageSuggestion lang="en" onDone={done} />, { path: '/TourPage/7?x=1' });
    const offer = await screen.findByRole('complementary');
    expect(offer).toHaveAttribute('lang', 'en');
    expect(screen.getByText('This site is also in English.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch to English' })).toHaveAttribute(
      'href',
      '/TourPage/7?x=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(window.localStorage.getItem(DISMISSED_KEY)).toBe('en');
    expect(done).toHaveBeenCalled();
  });
});
