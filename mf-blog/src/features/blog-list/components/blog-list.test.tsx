import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { post } from '../../../test/fixtures';
import BlogList from '../index';

const renderList = () => renderAt(<BlogList />);

const page = (n: number, totalPages: number) => ({
  status: 200,
  data: { data: [post(n * 10 + 1), post(n * 10 + 2)], page: n, totalPages, total: totalPages * 2 },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('BlogList', () => {
  it('shows an 80-character excerpt and a Read More link per post', async () => {
    const long =
      'Sunrise over the dunes, camel rides at dawn and tea with nomads in the Sahara desert camps.';
    server.on('GET /api/Blog?page=1', {
      status: 200,
      data: {
        data: [
          post(1, { Title: 'Sahara', description: long }),
          post(2, { description: 'Short one.' }),
        ],
        page: 1,
        totalPages: 1,
        total: 2,
      },
    });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const card = await screen.findByRole('article', { name: 'Sahara' });
    expect(within(card).getByText(`${long.slice(0, 80)}...`)).toBeInTheDocument();
    expect(long.slice(0, 80)).toHaveLength(80);
    expect(within(card).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/BlogDetails/b1',
    );
    expect(within(card).getByRole('img', { name: 'Sahara' })).toHaveAttribute(
      'src',
      '/api/images/blog1?w=480',
    );
    expect(
      within(screen.getByRole('article', { name: 'Post 2' })).getByText('Short one.'),
    ).toBeInTheDocument();
  });

  it('falls back to the content for the excerpt', async () => {
    server.on('GET /api/Blog?page=1', {
      status: 200,
      data: {
        data: [post(3, { description: '', Content: 'Only content here' })],
        page: 1,
        totalPages: 1,
        total: 1,
      },
    });
    renderList();
    const card = await screen.findByRole('article', { name: 'Post 3' });
    expect(within(card).getByText('Only content here')).toBeInTheDocument();
  });

  it('pages with Previous and Next, disabled at the ends', async () => {
    server.on('GET /api/Blog?page=1', page(1, 2));
    server.on('GET /api/Blog?page=2', page(2, 2));
    renderList();
    const user = userEvent.setup();

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Post 21' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(await screen.findByRole('article', { name: 'Post 11' })).toBeInTheDocument();
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/Blog?page=1',
      '/api/Blog?page=2',
      '/api/Blog?page=1',
    ]);
  });

  it('on /blog, reads its page from the address and pages by changing it', async () => {
    server.on('GET /api/Blog?page=2', page(2, 3));
    server.on('GET /api/Blog?page=3', page(3, 3));
    server.on('GET /api/Blog?page=1', page(1, 3));
    renderAt(<BlogList pageInAddress />, { path: '/blog?page=2' });
    const user = userEvent.setup();

    expect(await screen.findByRole('article', { name: 'Post 21' })).toBeInTheDocument();
    // Links, which crawlers follow; page 1 is the index itself, without a query.
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Post 31' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await user.click(await screen.findByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Post 11' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/blog');
  });

  it('on /blog, reads anything but a page number as page 1', async () => {
    server.on('GET /api/Blog?page=1', page(1, 2));
    renderAt(<BlogList pageInAddress />, { path: '/blog?page=2x' });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    server.on('GET /api/Blog?page=1', {
      status: 200,
      data: { data: [], page: 1, totalPages: 0, total: 0 },
    });
    renderList();
    expect(await screen.findByText('No blogs available at the moment.')).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    server.on('GET /api/Blog?page=1', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blogs. Please try again later.',
    );
  });

  it('treats a non-JSON answer (an HTML page from a misrouted proxy) as a failed load', async () => {
    server.on('GET /api/Blog?page=1', { status: 200, data: '<!doctype html><html></html>' });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blogs. Please try again later.',
    );
  });
});
