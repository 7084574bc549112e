import { t } from '@travel/shell/i18n';
import type { Position } from './use-position';

/**
 * Where the map would be. A position is named only when the visitor shared theirs: the map's default
 * centre (New York) is nobody's location, and presenting it as "Your location" misled.
 */
export function LocationNotice({ position }: { position: Position | null }) {
  return (
    <p className="sh-map-notice" role="note">
      {t('shell.contact.mapUnavailable')}
      {position
        ? ` ${t('shell.contact.yourLocationAt', { lat: position.lat.toFixed(4), lng: position.lng.toFixed(4) })}`
        : null}
    </p>
  );
}
