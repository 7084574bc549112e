import { screen, within } from '@testing-library/react';
import { mockApi } from '@travel/shell/testing';
import { t } from '@travel/shell/i18n';
import { renderApp } from '../test/render-app';
import { reloadPage } from './reload-page';
import {
  CHUNK_FAILED_TEXT,
  CHUNK_FAILED_TITLE,
  isChunkLoadError,
  PAGE_FAILED_TEXT,
} from './route-error';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

// The login page's code does not arrive, as webpack reports it when the chunk request fails.
jest.mock('../pages/auth/login-page', () => {
  const error = new Error('Loading chunk 996 failed.\n(error: http://localhost/996.js)');
  error.name = 'ChunkLoadError';
  throw error;
});

// A page that throws while rendering: any bug, as opposed to code that did not arrive.
jest.mock('../pages/static/visa-page', () => ({
  VisaPage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'cards')");
  },
}));

beforeEach(() => mockApi({}));

describe('route errors', () => {
  it.each([
    ['whose code cannot load', '/login', t(CHUNK_FAILED_TITLE), t(CHUNK_FAILED_TEXT), /chunk/i],
    ['that throws', '/visa', 'Unexpected Application Error!', t(PAGE_FAILED_TEXT), /cannot read/i],
  ])(
    'a page %s keeps the navbar and footer, says it in plain words, never the technical message, and offers Reload and a way home',
    async (_, path, title, text, technical) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await renderApp(path);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent(technical);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await user.click(within(alert).getByRole('button', { name: 'Reload' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
      warn.mockRestore();
      error.mockRestore();
    },
  );

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
