// App download types, inferred from the schemas the OpenAPI document is generated from.
import type { z } from 'zod';
import type * as s from './schemas/appDownload';

export type AppDownload = z.infer<typeof s.appDownloadAnswer>;
export type AppPlatform = z.infer<typeof s.appPlatform>;
