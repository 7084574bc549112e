import { useEffect } from 'react';

/** The page's link carries a secret: keep the page out of search engines, whatever a crawler makes of it. */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
