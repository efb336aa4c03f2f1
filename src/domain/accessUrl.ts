// Where a remote visit opens (product.md section 9: machine access port 8000 on a host suffix). The cloud's
// getValidVisitUrl answers either a full address, opened as it is (the cloud knows best, e.g. a relay or the
// simulator's HMI page), or the device's host label with an optional path and query, which goes under the
// brand's machine-access host suffix and port. See docs/decisions.md.
import type { Brand } from './brands';

const ABSOLUTE = /^https?:\/\//i;
const HOST_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * The address to open, or undefined when the answer is neither a full http(s) address nor a host label.
 * `protocol` is the console page's ('https:' or 'http:'), so a plain-http installation stays plain.
 */
// Stryker disable next-line StringLiteral: equivalent, any protocol but 'http:' opens https
export function accessUrl(returned: string, brand: Pick<Brand, 'machineAccess'>, protocol = 'https:'): string | undefined {
  // An empty answer is no host label either (HOST_LABEL below).
  const value = returned.trim();
  if (ABSOLUTE.test(value)) {
    try {
      return new URL(value).toString();
      // Stryker disable next-line BlockStatement: equivalent, falling through reads 'http:' or 'https:' as the host label, which HOST_LABEL refuses
    } catch {
      return undefined;
    }
  }
  const cut = value.search(/[/?#]/);
  const label = (cut === -1 ? value : value.slice(0, cut)).toLowerCase();
  const rest = cut === -1 ? '/' : value.slice(cut).replace(/^(?=[?#])/, '/');
  if (!HOST_LABEL.test(label)) return undefined;
  const { hostSuffix, port } = brand.machineAccess;
  const suffix = hostSuffix.toLowerCase();
  // A label that already carries the suffix is not suffixed twice.
  const host = label === suffix || label.endsWith(`.${suffix}`) ? label : `${label}.${suffix}`;
  return `${protocol === 'http:' ? 'http:' : 'https:'}//${host}:${port}${rest}`;
}
