import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@travel/shell/api-types';
import { deferred, mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import BlogPostsPage from '../index';

function post(n: number, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    _id: String(n).padStart(24, '0'),
    Title: `Post ${n}`,
    Content: 'Intro',
    Link: '',
    subtitle: `Sub ${n}`,
    subsubtitle: '',
    description: 'Body',
    highlights: ['Kyoto', 'Nara'],
    Image: `/api/images/${n}`,
    gallary: [`/api/images/g${n}`],
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...extra,
  };
}

const page = (data: BlogPost[], p = 1, totalPages = 1, total = data.length) => ({
  status: 200,
  data: { data, page: p, totalPages, total },
});
const png = () => new File(['png'], 'cover.png', { type: 'image/png' });

// Typing a whole form field by field takes a few seconds on a busy machine.
const FORM_TEST_TIMEOUT = 20_000;

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

const alert = () => screen.getByRole('alertdialog');

describe('BlogPostsPage', () => {
  it('pages on the server', async () => {
    server.on('GET /api/Blog', (request) =>
      request.url.endsWith('page=2') ? page([post(7)], 2, 2, 7) : page([post(1)], 1, 2, 7),
    );
    renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getByText('7 blog posts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Post 7')).toBeInTheDocument();
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/Blog?translations=all&page=1',
      '/api/Blog?translations=all&page=2',
    ]);
  });

  it('shows the fetch error with Retry, and the empty state', async () => {
    let calls = 0;
    server.on('GET /api/Blog', () => (++calls === 1 ? { status: 500, data: {} } : page([])));
    renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
    expect(await screen.findByText('Failed to fetch blog posts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
  });

  it(
    'checks Title, Content, Description and the image in order, then posts with Submitting...',
    async () => {
      server.on('GET /api/Blog', page([]));
      const reply = deferred<{ status: number; data: unknown }>();
      server.on('POST /api/Blog', () => reply.promise);
      renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
      await userEvent.click(await screen.findByRole('button', { name: 'Add New Blog Post' }));
      const dialog = screen.getByRole('dialog', { name: 'Add New Blog Post' });
      const field = (label: string) => within(dialog).getByLabelText(label);
      const steps: Array<[string, () => Promise<void>]> = [
        ['Title is required', () => userEvent.type(field('Title'), ' Japan ')],
        ['Content is required', () => userEvent.type(field('Content'), 'Intro')],
        ['Description is required', () => userEvent.type(field('Description'), 'Body')],
        ['Please upload an image', () => userEvent.upload(field('Image'), png())],
      ];
      for (const [message, fix] of steps) {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add Blog Post' }));
        expect(within(dialog).getByText(message)).toBeInTheDocument();
        await fix();
      }
      await userEvent.type(field('Destination Highlights'), 'Kyoto{enter}{enter} Nara ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Blog Post' }));
      expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      const body = server.requests.find((r) => r.method === 'POST')!.body as FormData;
      expect(body.get('Title')).toBe('Japan');
      expect(body.get('highlights')).toBe('["Kyoto","Nara"]');
      expect((body.get('Image') as File).name).toBe('cover.png');
      reply.resolve({ status: 201, data: { message: 'Blog post created successfully!' } });
      expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it('says which of Content and Description the site publishes', async () => {
    server.on('GET /api/Blog', page([]));
    renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Blog Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Blog Post' });
    expect(within(dialog).getByLabelText('Content')).toHaveAccessibleDescription(
      'Not published on the site: a summary or notes for the team.',
    );
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      "Published: the post's text on the site and its excerpt in the blog list. Leave a blank line between paragraphs.",
    );
  });

  it('asks before closing a changed form only', async () => {
    server.on('GET /api/Blog', page([]));
    renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Blog Post' }));
    let dialog = screen.getByRole('dialog', { name: 'Add New Blog Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add New Blog Post' }));
    dialog = screen.getByRole('dialog', { name: 'Add New Blog Post' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(alert()).toHaveAccessibleDescription(
      'Are you sure you want to close? Any unsaved changes will be lost.',
    );
    await userEvent.click(within(alert()).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Draft');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(alert()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Blog Post' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Blog Post' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Add New Blog Post' })).getByLabelText('Title'),
    ).toHaveValue('');
  });

  it('edits: loads the post, asks before updating, keeps the images when none are picked', async () => {
    server.on('GET /api/Blog', page([post(1)]));
    server.on(`GET /api/Blog/${post(1)._id}`, {
      status: 200,
      data: { data: post(1, { Link: 'https://x.example' }) },
    });
    server.on(`PUT /api/Blog/${post(1)._id}`, {
      status: 200,
      data: { message: 'Blog post updated successfully!' },
    });
    renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Post 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Blog Post' });
    expect(await within(dialog).findByLabelText('Link')).toHaveValue('https://x.example');
    expect(within(dialog).getByLabelText('Destination Highlights')).toHaveValue('Kyoto\nNara');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog Post' }));
    expect(alert()).toHaveAccessibleDescription('Are you sure you want to update this blog post?');
    await userEvent.click(within(alert()).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Blog Post' }));
    await userEvent.click(within(alert()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Blog post updated successfully!')).toBeInTheDocument();
    const body = server.requests.find((r) => r.method === 'PUT')!.body as FormData;
    expect(body.get('Image')).toBeNull();
    expect(body.getAll('gallary')).toEqual([]);
    expect(body.get('Title')).toBe('Post 1');
  });

  it('shows the update failure with the server message', async () => {
    server.on('GET /api/Blog', page([post(1)]));
    server.on(`GET /api/Blog/${post(1)._id}`, { status: 200, data: { data: post(1) } });
    server.on(`PUT /api/Blog/${post(1)._id}`, {
      status: 404,
      data: { message: 'Blog post not found' },
    });
    renderAt(<BlogPostsPage />, { path: '/Admin/AddBlog' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Post 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Blog Post' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Update Blog Post' }));
    await userEvent.click(within(alert()).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('Failed to update blog post: Blog post not found'),
    ).toBeInTheDocument();
  });
});
