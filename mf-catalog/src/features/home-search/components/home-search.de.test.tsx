import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { destination, offer } from '../../../test/fixtures';
import { speakInTests } from '../../../test/language';
import HomeSearch from '../index';

speakInTests('de');

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

async function search(location: string, price = '') {
  const user = userEvent.setup();
  if (location) await user.type(screen.getByLabelText('Ort'), location);
  if (price) await user.type(screen.getByLabelText('Preis'), price);
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
}

describe('HomeSearch in German', () => {
  it('counts the matches with the plural and quotes the text the German way', async () => {
    server.on('GET /api/search', {
      status: 200,
      data: { data: { destinations: [destination(1)], hotels: [], offers: [offer(1)] }, total: 2 },
    });
    renderAt(<HomeSearch />);
    await search('Paris', '100-500');
    const popup = await screen.findByRole('dialog', { name: 'Suchergebnisse' });
    expect(popup).toHaveTextContent('2 Treffer für „Paris“ in der Preisspanne 100-500');
    // Each match says its kind and price in German: `101,00 $ Tourpreis`, `99,50 $ pro Gast und Nacht`.
    expect(popup).toHaveTextContent('Tour · Place 1');
    expect(popup).toHaveTextContent('101,00 $ Tourpreis · 51,00 $ pro Person');
    expect(popup).toHaveTextContent('Aufenthalt · City 1');
    expect(popup).toHaveTextContent('99,50 $ pro Gast und Nacht');
    expect(screen.getByRole('link', { name: 'Alle Ergebnisse ansehen' })).toBeInTheDocument();
  });

  it('says a price the API would refuse in German, next to its box, without searching', async () => {
    renderAt(<HomeSearch />);
    await search('', '500-100');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der niedrigste Preis darf nicht über dem höchsten liegen',
    );
    expect(screen.getByLabelText('Preis')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('asks for terms in German when both boxes are empty', async () => {
    renderAt(<HomeSearch />);
    await search('');
    expect(await screen.findByRole('dialog', { name: 'Suchergebnisse' })).toHaveTextContent(
      'Bitte geben Sie ein Reiseziel oder einen Preis ein.',
    );
  });
});
