// A small Leaflet map for the device's place. Points come and go in WGS-84; the map draws them in the tile
// source's system (mapConfig.tileCrs), so a GCJ-02 tile set shows them where they really are.
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { convert, type LatLng } from '../../domain/geo';
import { mapConfig } from '../../transport/mapConfig';
import { localizeLeaflet } from '../map/leafletTexts';

type Props = { point: LatLng | undefined; label: string; onPick?: (point: LatLng) => void };

const toMap = (p: LatLng) => convert(p, 'wgs84', mapConfig.tileCrs);
const fromMap = (p: LatLng) => convert(p, mapConfig.tileCrs, 'wgs84');

export function LocationMap({ point, label, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!box.current) return;
    const created = L.map(box.current, { center: [35, 105], zoom: 4, attributionControl: !!mapConfig.tileAttribution });
    localizeLeaflet(created);
    if (mapConfig.tileUrl) L.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.tileAttribution, maxZoom: 18 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current?.(fromMap({ lat: event.latlng.lat, lng: event.latlng.lng })));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    marker.current?.remove();
    marker.current = null;
    if (!point) return;
    const shown = toMap(point);
    marker.current = L.circleMarker([shown.lat, shown.lng], { radius: 8, color: '#0f5c8c', fillOpacity: 0.7 }).addTo(current);
    current.setView([shown.lat, shown.lng], Math.max(current.getZoom(), 11));
  }, [point]);

  return <div ref={box} className={mapConfig.tileUrl ? 'detail-map' : 'detail-map no-tiles'} role="application" aria-label={label} data-testid="detail-map" />;
}
