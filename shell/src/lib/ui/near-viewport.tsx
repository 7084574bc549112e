import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

export interface NearViewportProps {
  children: ReactNode;
  /** How far below (or above) the screen the content starts to load, as a CSS margin. */
  margin?: string;
  /** Class of the box kept in place until then, to reserve the content's height. */
  className?: string;
  /**
   * The share of the box that must be on screen (0 to 1) when it starts at the screen's edge: a map whose
   * top shows at the bottom of a phone waits until the visitor scrolls to it. Default: any part.
   */
  visibleShare?: number;
  /**
   * Renders on the visitor's first scroll, tap or key press anywhere on the page too: content just below a
   * phone's screen (a booking form) is then in place by the time the visitor reaches it, without its code
   * running as the page starts.
   */
  onInteraction?: boolean;
}

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Renders its children once their place comes within `margin` of the screen, and from then on. Content
 * far down a landing page (its code, its API reads, its images) then no longer competes for a phone's
 * bandwidth with what the visitor sees first. Without IntersectionObserver it renders once mounted. Never on
 * the server: the page's first render there and when hydrating leaves the box empty.
 */
export function NearViewport({
  children,
  margin = '600px',
  className,
  visibleShare = 0,
  onInteraction = false,
}: NearViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [seen, setNear] = useState(false);
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = (entry: IntersectionObserverEntry) =>
          visibleShare > 0 ? entry.intersectionRatio >= visibleShare : entry.isIntersecting;
        if (entries.some(shown)) setNear(true);
      },
      { rootMargin: `${margin} 0px`, threshold: visibleShare },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, visibleShare]);

  useEffect(() => {
    if (near || !onInteraction) return;
    const interacted = () => setNear(true);
    for (const type of INTERACTIONS)
      window.addEventListener(type, interacted, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted);
    };
  }, [near, onInteraction]);

  return (
    <div ref={box} className={className}>
      {near ? children : null}
    </div>
  );
}
