import { http } from 'msw';
import { appDownloadOf } from '../../src/domain/appDownload';
import { BRANDS, resolveBrand } from '../../src/domain/brands';
import { ok } from './envelope';

// GET /api/common/appDownload?brand=: public (the landing page and the login page ask before sign-in). A known
// brand id wins; otherwise the brand of the host asked.
export function appDownloadHandlers() {
  return [
    http.get('*/api/common/appDownload', ({ request }) => {
      const url = new URL(request.url);
      const wanted = url.searchParams.get('brand')?.trim() ?? '';
      const brand = BRANDS.find((b) => b.id === wanted) ?? resolveBrand(url.hostname);
      return ok(appDownloadOf(brand));
    }),
  ];
}
