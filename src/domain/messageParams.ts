// The message calls' plain parameters, apart from their zod schemas (src/domain/wire/message.ts re-exports them), so
// that the console's start (the unread badge's count, read and clear) needs neither the schemas nor zod.

/** The scene of a count over every scene (the header's badge): api.md names `scene` as the count's query. */
export const ALL_SCENES = 'all';

/** Message ids as the calls carry them: comma-separated. */
export const idsParam = (ids: readonly number[]): string => ids.join(',');
