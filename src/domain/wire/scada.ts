// SCADA registration types, inferred from the schemas the OpenAPI document is generated from.
import type { z } from 'zod';
import type * as s from './schemas/scada';

export type ScadaRegistration = z.infer<typeof s.scadaRegistration>;
