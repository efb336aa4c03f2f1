// POST /api/common/scadaRegister: an extension of the API (not in calls.tsv) that registers a SCADA installation
// (route scadaRegister). Fields and rules: src/domain/scada.ts; decision in docs/decisions.md.
import { z } from 'zod';

export const scadaRegisterPayload = z.object({
  account: z.string().min(1),
  company: z.string().min(1),
  contactName: z.string().min(1),
  contactPhone: z.string().min(1),
  projectName: z.string().min(1),
  machineCodes: z.string().min(1).describe('Machine codes separated by commas'),
  description: z.string().optional(),
});

export const scadaRegistration = z.object({
  registrationId: z.string(),
  projectName: z.string(),
  machineCount: z.number().int(),
  registeredAt: z.number().int().describe('Unix milliseconds'),
});
