import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: the site's entrance animation lasts 2000 ms. */
export const ANIMATION_MS = 2000;

/**
 * Fades its content in over ANIMATION_MS once a fifth of it is on screen, once. Only opacity moves: the box
 * keeps its place and size, so nothing shifts and a click target never moves under the pointer. Without
 * IntersectionObserver, or when the visitor asks for reduced motion (ui.css), the content simply shows.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div
      ref={box}
      className={['sh-reveal', shown ? 'sh-reveal--shown' : null, className]
        .filter(Boolean)
        .join(' ')}
      style={{ animationDuration: `${ANIMATION_MS}ms` }}
    >
      {children}
    </div>
  );
}
