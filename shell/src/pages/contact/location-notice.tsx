import type { Position } from './use-position';

export function LocationNotice({ position }: { position: Position }) {
  return (
    <p className="sh-map-notice" role="note">
      The map cannot be shown right now. Your location: {position.lat.toFixed(4)},{' '}
      {position.lng.toFixed(4)}.
    </p>
  );
}
