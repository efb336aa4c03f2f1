// Leaflet writes its own English into the page (the zoom buttons' titles and labels, the "Leaflet" link's title).
// A map of the console speaks the page's language instead: the common namespace holds these texts.
import L from 'leaflet';
import { i18n } from '../../i18n';

/** Replaces the map's zoom control and attribution prefix with translated ones. */
export function localizeLeaflet(map: L.Map): void {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  if (map.zoomControl) {
    map.removeControl(map.zoomControl);
    const zoom = L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') });
    zoom.addTo(map);
    map.zoomControl = zoom;
  }
  const link = document.createElement('a');
  link.href = 'https://leafletjs.com';
  link.title = t('map.leafletTitle');
  link.textContent = 'Leaflet';
  map.attributionControl?.setPrefix(link.outerHTML);
}
