// What the boundaries (FailureBoundary.tsx) and the message they load (FailureScreen.tsx) both need, in a file of its
// own so that neither imports the other back.
export type FailureScope = 'root' | 'route' | 'widget';
export type WidgetName = 'map' | 'charts' | 'detail' | 'notifications';

export interface FailureViewProps {
  scope: FailureScope;
  widget?: WidgetName;
  error: unknown;
  onRetry(): void;
}

/** A chunk (a screen's code or its stylesheet) that could not be fetched. */
export function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|preload CSS|Unable to preload|error loading dynamically|ChunkLoadError/i.test(text);
}
