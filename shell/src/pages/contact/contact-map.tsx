import { t } from '@travel/shell/i18n';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { Position } from './use-position';
import { LocationNotice } from './location-notice';

export const MAP_ZOOM = 15;

// Leaflet guesses its marker image URLs from the CSS, which breaks once bundled.
const pin = L.icon({
  iconUrl: markerIcon,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
});

function Recenter({ position }: { position: Position }) {
  const map = useMap();
  useEffect(() => {
    map.setView([position.lat, position.lng], MAP_ZOOM);
  }, [map, position]);
  return null;
}

type TileState = 'checking' | 'ok' | 'unavailable';

// One probe instead of a grid of failing tile requests: offline, the page shows a notice and
// the console gets a single failed request rather than dozens.
function useTilesReachable(tileUrl: string): TileState {
  const [state, setState] = useState<TileState>(tileUrl ? 'checking' : 'unavailable');
  useEffect(() => {
    if (!tileUrl) return;
    let current = true;
    const probe = tileUrl
      .replace('{s}', 'a')
      .replace('{z}', '0')
      .replace('{x}', '0')
      .replace('{y}', '0');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 3000);
    fetch(probe, { mode: 'no-cors', signal: controller.signal })
      .then(() => current && setState('ok'))
      .catch(() => current && setState('unavailable'))
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      controller.abort();
    };
  }, [tileUrl]);
  return state;
}

export default function ContactMap({
  position,
  own,
  tileUrl,
}: {
  position: Position;
  /** Whether `position` is the visitor's own (shared by them), not the map's default centre. */
  own: boolean;
  tileUrl: string;
}) {
  const tiles = useTilesReachable(tileUrl);
  if (tiles === 'unavailable') return <LocationNotice position={own ? position : null} />;
  if (tiles === 'checking') return <p className="sh-map-notice">{t('shell.contact.loadingMap')}</p>;
  return (
    <MapContainer
      className="sh-map"
      center={[position.lat, position.lng]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
    >
      <TileLayer
        url={tileUrl}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      />
      {own ? (
        <Marker
          position={[position.lat, position.lng]}
          icon={pin}
          alt={t('shell.contact.yourLocation')}
        />
      ) : null}
      <Recenter position={position} />
    </MapContainer>
  );
}
