// Server state of the landing page: keys built here only, every key under ['landing'].
import { queryOptions } from '@tanstack/react-query';
import { getAppDownload } from '../../transport/api/appDownload';
import { withSignal, type Http } from '../../transport/http';
import { unwrap } from '../data/callQuery';

const landingKeys = {
  all: ['landing'] as const,
  apps: (brand: string) => [...landingKeys.all, 'apps', brand] as const,
};

export const appDownloadQuery = (http: Http, brand: string) =>
  queryOptions({ queryKey: landingKeys.apps(brand), queryFn: ({ signal }) => unwrap(getAppDownload(withSignal(http, signal), brand)), staleTime: 5 * 60_000 });
