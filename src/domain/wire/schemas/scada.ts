// POST /api/common/scadaRegister: an extension of the API (not in calls.tsv) that registers a SCADA installation
// (route scadaRegister). Fields and rules: src/domain/scada.ts; decision in docs/decisions.md.
import { z } from 'zod';
import { SCADA_ACCOUNT_MAX, SCADA_DESCRIPTION_MAX, SCADA_MACHINES_MAX, SCADA_PHONE_MAX, SCADA_TEXT_MAX } from '../../scada';
import { MACHINE_CODE_MAX } from '../../validation';

// Bounds for the document; the handler refuses what breaks the rules of src/domain/scada.ts with its own codes.
const text = z.string().min(1).max(SCADA_TEXT_MAX);

export const scadaRegisterPayload = z.object({
  account: z.string().min(1).max(SCADA_ACCOUNT_MAX),
  company: text,
  contactName: text,
  contactPhone: z.string().min(1).max(SCADA_PHONE_MAX * 2),
  projectName: text,
  machineCodes: z.string().min(1).max(SCADA_MACHINES_MAX * (MACHINE_CODE_MAX + 1)).describe(`Machine codes separated by commas, 1 to ${SCADA_MACHINES_MAX}`),
  description: z.string().max(SCADA_DESCRIPTION_MAX).optional(),
});

export const scadaRegistration = z.object({
  registrationId: z.string(),
  projectName: z.string(),
  machineCount: z.number().int(),
  registeredAt: z.number().int().describe('Unix milliseconds'),
});
