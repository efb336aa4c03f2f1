// The wall draws its alarm pulses on the cloud map's own Leaflet map (src/ui/map/useClusterMap), which does not
// hand its map out. Leaflet calls init hooks for every map it creates; this one files each map under its
// container element, so the wall finds the map of the box it gave the hook. A WeakMap: a removed map's element
// takes its entry with it.
import L from 'leaflet';

const maps = new WeakMap<HTMLElement, L.Map>();
let hooked = false;

export function watchLeafletMaps(): void {
  if (hooked) return;
  hooked = true;
  L.Map.addInitHook(function (this: L.Map) {
    maps.set(this.getContainer(), this);
  });
}

/** The live map drawn in `element`, if any (a removed map is forgotten). */
export function leafletMapOf(element: HTMLElement | null): L.Map | undefined {
  if (!element) return undefined;
  const map = maps.get(element);
  // A removed map keeps its container; Leaflet drops `_container`'s id at remove, so check it is still drawn.
  return map && (element as HTMLElement & { _leaflet_id?: number })._leaflet_id !== undefined ? map : undefined;
}
