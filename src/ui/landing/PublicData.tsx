// Public pages (the landing page, the SCADA registration) sit outside the signed-in data layer; they use the same
// query client through their own provider, loaded only with them.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../data/queryClient';

export function PublicData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
