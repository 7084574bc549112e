import { screen, within } from '@testing-library/react';
import { mockApi } from '@travel/shell/testing';
import { renderApp } from '../test/render-app';
import { reloadPage } from './reload-page';
import { CHUNK_FAILED_TEXT, CHUNK_FAILED_TITLE, isChunkLoadError } from './route-error';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

// The login page's code does not arrive, as webpack reports it when the chunk request fails.
jest.mock('../pages/auth/login-page', () => {
  const error = new Error('Loading chunk 996 failed.\n(error: http://localhost/996.js)');
  error.name = 'ChunkLoadError';
  throw error;
});

beforeEach(() => mockApi({}));

describe('a page whose code cannot load', () => {
  it('keeps the navbar and footer, explains it in plain words and offers Reload', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderApp('/login');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: CHUNK_FAILED_TITLE })).toBeVisible();
    expect(alert).toHaveTextContent(CHUNK_FAILED_TEXT);
    expect(alert).not.toHaveTextContent(/chunk/i);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('leaves the other pages working', async () => {
    await renderApp('/faqs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['ChunkLoadError', 'Loading chunk 996 failed.'],
    ['Error', 'Loading CSS chunk 12 failed.'],
    ['TypeError', 'Failed to fetch dynamically imported module: http://x/a.js'],
  ])('recognises %s: %s', (name, message) => {
    const error = new Error(message);
    error.name = name;
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not take other failures for one', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
