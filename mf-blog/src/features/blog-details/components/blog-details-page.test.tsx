import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { post } from '../../../test/fixtures';
import BlogDetailsPage from '../index';

const renderPostAt = (path: string) =>
  renderAt(<BlogDetailsPage />, { path, route: '/BlogDetails/:id' });

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('BlogDetailsPage', () => {
  it('shows titles, gallery, paragraphs split on blank lines and the highlights', async () => {
    server.on('GET /api/Blog/b1', {
      status: 200,
      data: {
        data: post(1, {
          Title: 'Kyoto in Autumn',
          subtitle: 'Maple season',
          subsubtitle: 'A week of temples',
          description:
            'First paragraph,\nstill the first.\n\nSecond paragraph.\n   \nThird paragraph.',
          highlights: ['Fushimi Inari', 'Arashiyama'],
          gallary: ['/api/images/g1'],
        }),
      },
    });
    renderPostAt('/BlogDetails/b1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kyoto in Autumn' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Maple season')).toBeInTheDocument();
    expect(screen.getByText('A week of temples')).toBeInTheDocument();

    const article = screen.getByRole('article');
    const texts = Array.from(article.querySelectorAll('.blog-details__text p')).map(
      (p) => p.textContent,
    );
    expect(texts).toEqual([
      'First paragraph,\nstill the first.',
      'Second paragraph.',
      'Third paragraph.',
    ]);

    const gallery = screen.getByRole('list', { name: 'Gallery' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/api/images/blog1?w=1200', '/api/images/g1?w=1200']);
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'srcset',
      '/api/images/blog1?w=480 480w, /api/images/blog1?w=800 800w, /api/images/blog1?w=1200 1200w',
    );

    const highlights = screen.getByRole('region', { name: 'Destination Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fushimi Inari', 'Arashiyama']);
  });

  it('replaces a broken image with the placeholder', async () => {
    server.on('GET /api/Blog/b1', { status: 200, data: { data: post(1) } });
    renderPostAt('/BlogDetails/b1');
    const image = await screen.findByRole('img', { name: 'Post 1, photo 1' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it.each([
    ['deleted', '0123456789abcdef01234567', 404, 'Blog post not found.'],
    ['mistyped', 'nope', 400, 'Invalid id'],
  ])(
    'says a %s post no longer exists, with the way to the others and no Retry',
    async (_kind, id, status, message) => {
      server.on(`GET /api/Blog/${id}`, { status, data: { statusCode: status, message } });
      renderPostAt(`/BlogDetails/${id}`);
      const panel = await screen.findByRole('alert');
      expect(
        within(panel).getByRole('heading', { level: 1, name: 'This post no longer exists' }),
      ).toBeInTheDocument();
      expect(panel).toHaveTextContent('Blog post not found.');
      expect(within(panel).getByRole('link', { name: 'See all blog posts' })).toHaveAttribute(
        'href',
        '/blog',
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(document.title).toMatch(/^Blog post not found/);
      expect(server.requests).toHaveLength(1);
    },
  );

  it('says when the post cannot be loaded, and Retry loads it again', async () => {
    server.on('GET /api/Blog/b1', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    renderPostAt('/BlogDetails/b1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load blog post. Please try again later.');
    server.on('GET /api/Blog/b1', { status: 200, data: { data: post(1) } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: post(1).Title }),
    ).toBeInTheDocument();
  });
});
