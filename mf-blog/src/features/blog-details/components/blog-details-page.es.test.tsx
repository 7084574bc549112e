import { screen, within } from '@testing-library/react';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { post } from '../../../test/fixtures';
import { speakInTests } from '../../../test/language';
import BlogDetailsPage from '../index';

speakInTests('es');

const renderPostAt = (path: string) =>
  renderAt(<BlogDetailsPage />, { path, route: '/BlogDetails/:id' });

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('BlogDetailsPage in Spanish', () => {
  it('names the gallery, the photos and the highlights in Spanish, and tells search engines the language', async () => {
    server.on('GET /api/Blog/b1', {
      status: 200,
      data: {
        data: post(1, { Title: 'Kioto', highlights: ['Arashiyama'], Link: 'https://x.test' }),
      },
    });
    renderPostAt('/BlogDetails/b1');
    const gallery = await screen.findByRole('list', { name: 'Galería' });
    expect(within(gallery).getByRole('img', { name: 'Kioto, foto 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Lo más destacado del destino' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer la historia completa' })).toBeInTheDocument();
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Kioto',
      inLanguage: 'es',
    });
  });

  it('says in Spanish that a post no longer exists, in the page title too', async () => {
    server.on('GET /api/Blog/nope', { status: 400, data: { statusCode: 400, message: 'x' } });
    renderPostAt('/BlogDetails/nope');
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { level: 1, name: 'Este artículo ya no existe' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('No se encontró el artículo.');
    expect(within(panel).getByRole('link', { name: 'Ver todos los artículos' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(document.title).toMatch(/^Artículo no encontrado/);
  });
});
