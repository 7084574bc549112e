import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean; intersectionRatio?: number }>) => void;

/** A stand-in for the browser's observer that the test drives by hand. */
class ManualObserver {
  static last: ManualObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string; threshold?: number },
  ) {
    ManualObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('NearViewport', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    ManualObserver.last = undefined;
  });

  it('keeps its box empty until the box comes near the screen, then renders and stops watching', () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    const { container } = render(
      <NearViewport className="reserved" margin="300px">
        <p>Blog</p>
      </NearViewport>,
    );
    const observer = ManualObserver.last!;
    expect(screen.queryByText('Blog')).toBeNull();
    expect(observer.observed).toEqual([container.querySelector('.reserved')]);
    expect(observer.options.rootMargin).toBe('300px 0px');

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Blog')).toBeNull();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Blog')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it('with a visible share, waits until that much of the box is on screen', () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    render(
      <NearViewport margin="0px" visibleShare={0.5}>
        <p>Map</p>
      </NearViewport>,
    );
    const observer = ManualObserver.last!;
    expect(observer.options.threshold).toBe(0.5);
    act(() => observer.callback([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    expect(screen.queryByText('Map')).toBeNull();
    act(() => observer.callback([{ isIntersecting: true, intersectionRatio: 0.5 }]));
    expect(screen.getByText('Map')).toBeTruthy();
  });

  it('with onInteraction, renders on the first scroll, tap or key press however far the box is', () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    for (const type of ['scroll', 'pointerdown', 'keydown']) {
      const { unmount } = render(
        <NearViewport margin="0px" onInteraction>
          <p>Form</p>
        </NearViewport>,
      );
      expect(screen.queryByText('Form')).toBeNull();
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(screen.getByText('Form')).toBeTruthy();
      unmount();
    }
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error -- removed on purpose: older browsers and jsdom lack it
    delete globalThis.IntersectionObserver;
    render(
      <NearViewport>
        <p>Blog</p>
      </NearViewport>,
    );
    expect(screen.getByText('Blog')).toBeTruthy();
  });
});
