import type { Position } from './use-position';

/**
 * Where the map would be. A position is named only when the visitor shared theirs: the map's default
 * centre (New York) is nobody's location, and presenting it as "Your location" misled.
 */
export function LocationNotice({ position }: { position: Position | null }) {
  return (
    <p className="sh-map-notice" role="note">
      The map cannot be shown right now.
      {position ? ` Your location: ${position.lat.toFixed(4)}, ${position.lng.toFixed(4)}.` : null}
    </p>
  );
}
