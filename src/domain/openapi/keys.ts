// How the document names a call: "METHOD path", and an id path ending in / written with {id}.

/** A path ending in / takes an id: /api/msg/v1/detail/ → /api/msg/v1/detail/{id}. */
export const openApiPath = (path: string) => (path.endsWith('/') ? `${path}{id}` : path);

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
