// GET /api/common/appDownload?brand= (api.md section 7, Other): public, asked before sign-in by the landing page.
import type { Http, Result } from '../http';
import type { AppDownload } from '../../domain/wire/appDownload';

export type { AppDownload };

export function getAppDownload(http: Http, brand: string): Promise<Result<AppDownload>> {
  return http.call<AppDownload>({ method: 'GET', path: '/api/common/appDownload', query: { brand }, auth: false, quiet: true });
}
