import { openClientStorage, type ClientStorage } from '../../transport/storage';

let opened: ClientStorage | undefined;

/** The console's persisted state, opened (and version-checked) on first use. */
export function clientStorage(): ClientStorage {
  opened ??= openClientStorage();
  return opened;
}
