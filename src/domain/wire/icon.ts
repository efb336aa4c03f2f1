// GET /api/internal/v1/icons: the machine-type map (product.md section 3). The zod schema is the wire type.
import { z } from 'zod';

const machineIcon = z.object({
  id: z.number(),
  name: z.string(),
  ranges: z.string().describe('A regular expression tested against the machine code; the first item that matches gives the icon'),
  image: z.string().describe('The image: an absolute URL or a data URL'),
});
export type MachineIcon = z.infer<typeof machineIcon>;
export const machineIconList = z.array(machineIcon);
