import { controlHandlers } from '../control';
import type { Sim } from '../sim';
import { adminHandlers } from './admin';
import { auditHandlers } from './audit';
import { msgConfigHandlers } from './msgConfig';
import { enterpriseHandlers } from './enterprise';
import { enterpriseDeviceHandlers } from './enterpriseDevices';
import { fleetControlHandlers } from '../control/fleet';
import { groupHandlers } from './groups';
import { iconHandlers } from './icons';
import { machineHandlers } from './machine';
import { deviceDetailHandlers } from './deviceDetail';
import { visitHandlers } from './visit';
import { hmiHandlers } from '../hmi/hmiHandlers';
import { visitControlHandlers } from '../control/visit';
import { auditControlHandlers } from '../control/audit';
import { messageHandlers } from './messages';
import { alarmHandlers } from './alarms';
import { alarmControlHandlers } from '../control/alarms';
import { notSimulatedHandlers } from './notSimulated';
import { userHandlers } from './user';
import { verificationHandlers } from './verification';

export { createSim, type Sim } from '../sim';

/** Every HTTP handler of the simulated cloud and its control API; the not-simulated catch-all comes last. */
export function createHandlers(sim: Sim) {
  return [
    ...controlHandlers(sim),
    ...userHandlers(sim),
    ...verificationHandlers(sim),
    ...enterpriseHandlers(sim),
    ...machineHandlers(sim),
    ...groupHandlers(sim),
    ...iconHandlers(sim),
    ...fleetControlHandlers(sim),
    ...enterpriseDeviceHandlers(sim),
    ...adminHandlers(sim),
    ...auditHandlers(sim),
    ...msgConfigHandlers(sim),
    ...messageHandlers(sim),
    ...alarmHandlers(sim),
    ...alarmControlHandlers(sim),
    ...deviceDetailHandlers(sim),
    ...visitHandlers(sim),
    ...hmiHandlers(sim),
    ...visitControlHandlers(sim),
    ...auditControlHandlers(sim),
    ...notSimulatedHandlers(),
  ];
}
