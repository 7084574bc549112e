import { screen, within } from '@testing-library/react';
import { mockApi } from '@travel/shell/testing';
import { renderApp } from '../test/render-app';
import { reloadPage } from './reload-page';
import { PAGE_FAILED_TEXT } from './route-error';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

// A page that throws while rendering: any bug, as opposed to code that did not arrive.
jest.mock('../pages/static/visa-page', () => ({
  VisaPage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'cards')");
  },
}));

beforeEach(() => mockApi({}));

describe('a page that throws', () => {
  it("shows the spec's title, plain words, Reload and a way home, never the technical message", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp('/visa');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(PAGE_FAILED_TEXT);
    expect(alert).not.toHaveTextContent(/cannot read/i);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    error.mockRestore();
  });
});
