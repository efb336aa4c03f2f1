import { clientStorage } from '../app/clientStorage';

export const PERSONAL_HOME = '/index/?listType=list';
export const ENTERPRISE_HOME = '/device/?type=1';

/** Home is the enterprise device list while an enterprise is chosen (stored eid above 0), else the personal list. */
export function homePath(): string {
  return Number(clientStorage().get('eid') ?? 0) > 0 ? ENTERPRISE_HOME : PERSONAL_HOME;
}
