import { useEffect, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

// Spec section 9: the map defaults to New York.
export const NEW_YORK: Position = { lat: 40.7128, lng: -74.006 };

/** The browser's position when the visitor allows it; New York otherwise. */
export function usePosition(): Position {
  const [position, setPosition] = useState<Position>(NEW_YORK);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current) setPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      () => undefined,
      { timeout: 5000, maximumAge: 600_000 },
    );
    return () => {
      current = false;
    };
  }, []);
  return position;
}
