import { useCallback, useEffect, useRef, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

// Spec section 9: the map defaults to New York.
export const NEW_YORK: Position = { lat: 40.7128, lng: -74.006 };

export type Locating = 'idle' | 'asking' | 'found' | 'unavailable';

export interface PositionState {
  position: Position;
  locating: Locating;
  /** Asks the browser for the visitor's position: call it from the visitor's own click. */
  locate: () => void;
}

/**
 * The visitor's position once they ask for it, New York until then. The browser's permission prompt
 * comes from a click, never from opening the page: a prompt nobody asked for is refused more often
 * than not, and browsers treat it as a bad practice.
 */
export function usePosition(): PositionState {
  const [position, setPosition] = useState<Position>(NEW_YORK);
  const [locating, setLocating] = useState<Locating>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setLocating('unavailable');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setPosition({ lat: coords.latitude, lng: coords.longitude });
        setLocating('found');
      },
      () => {
        if (mounted.current) setLocating('unavailable');
      },
      { timeout: 5000, maximumAge: 600_000 },
    );
  }, []);

  return { position, locating, locate };
}
