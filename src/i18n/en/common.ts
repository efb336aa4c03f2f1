export default {
  language: { cn: '中文', en: 'English', switchTo: 'Switch language' },
  actions: { retry: 'Retry', close: 'Close' },
  table: { empty: 'Nothing to show.', loading: 'Loading…', selectAll: 'Select all shown rows', selectRow: 'Select {{name}}' },
  loading: 'Loading…',
  /** A name or value with a note after it, in the language's own brackets. */
  withNote: '{{text}} ({{note}})',
  password: { show: 'Show password', hide: 'Hide password' },
  map: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', leafletTitle: 'Leaflet, a JavaScript library for interactive maps' },
};
