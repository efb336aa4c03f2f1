/**
 * The `types` of `setup({ types })`. XState reads them at the type level only and never looks at the value, so the
 * machines state their context, events and input through this one typed call instead of an `{} as T` each
 * (XState's docs, "Specifying types").
 */
export function machineTypes<T extends { context?: object; events?: { type: string }; input?: unknown }>(): T {
  return {} as T;
}
