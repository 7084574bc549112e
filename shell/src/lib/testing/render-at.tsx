import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '../router';
import { Toaster } from '../ui';

export interface RenderAtOptions {
  /** Where the page is (query string included); `/` when left out. */
  path?: string;
  /**
   * The route pattern(s) `ui` stands under, so it reads its `:params`; without one, `ui` renders at any
   * path, as a section inside a page does.
   */
  route?: string | readonly string[];
  /** Other routes the screen may send the visitor to, each with what stands in for its page. */
  elsewhere?: Readonly<Record<string, ReactNode>>;
}

/**
 * Renders `ui` as the site would at `path`: in a router (a browser router over jsdom's history, so a test
 * can read `window.location` after the screen changed it) and with the toasts it shows.
 */
export function renderAt(
  ui: ReactElement,
  { path = '/', route, elsewhere = {} }: RenderAtOptions = {},
): RenderResult {
  window.history.replaceState(null, '', path);
  const patterns = route === undefined ? [] : typeof route === 'string' ? [route] : route;
  const others = Object.entries(elsewhere);
  const routed = patterns.length > 0 || others.length > 0;
  return render(
    <BrowserRouter>
      {routed ? (
        <Routes>
          {(patterns.length > 0 ? patterns : ['*']).map((pattern) => (
            <Route key={pattern} path={pattern} element={ui} />
          ))}
          {others.map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      ) : (
        ui
      )}
      <Toaster />
    </BrowserRouter>,
  );
}
