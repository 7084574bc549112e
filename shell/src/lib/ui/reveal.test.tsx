import { act, render, screen } from '@testing-library/react';
import { ANIMATION_MS, Reveal } from './reveal';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in for the browser's observer that the test drives by hand. */
class ManualObserver {
  static last: ManualObserver | undefined;
  disconnected = false;
  constructor(readonly callback: Callback) {
    ManualObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

describe('Reveal', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it("fades in over the spec's 2000 ms once on screen, keeping its content in place meanwhile", () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    render(
      <Reveal>
        <p>About us</p>
      </Reveal>,
    );
    expect(ANIMATION_MS).toBe(2000);
    const box = screen.getByText('About us').parentElement!;
    expect(box).toHaveClass('sh-reveal');
    expect(box).not.toHaveClass('sh-reveal--shown');
    expect(box).toHaveStyle({ animationDuration: '2000ms' });
    act(() => ManualObserver.last!.callback([{ isIntersecting: true }]));
    expect(box).toHaveClass('sh-reveal--shown');
    expect(ManualObserver.last!.disconnected).toBe(true);
  });

  it('shows at once where the browser cannot tell when it is on screen', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    render(
      <Reveal>
        <p>About us</p>
      </Reveal>,
    );
    expect(screen.getByText('About us').parentElement).toHaveClass('sh-reveal--shown');
  });
});
