import { controlHandlers } from '../control';
import { controlJsonBodyHandlers } from '../control/jsonBody';
import { faultHandlers } from '../faults/handler';
import { faultControlHandlers } from '../control/faults';
import { journalControlHandlers, journalOf } from '../control/journal';
import { scenarioControlHandlers } from '../control/scenario';
import { catalogueHandlers } from '../control/catalogue';
import { snapshotControlHandlers } from '../control/snapshots';
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
import { smsHandlers } from './sms';
import { smsControlHandlers } from '../control/sms';
import { notSimulatedHandlers } from './notSimulated';
import { ezvizHandlers } from './ezviz';
import { ezvizControlHandlers } from '../control/ezviz';
import { appDownloadHandlers } from './appDownload';
import { scadaHandlers } from './scada';
import { scadaControlHandlers } from '../control/scada';
import { accountHandlers } from './account';
import { securityHandlers } from './security';
import { securityControlHandlers } from '../control/security';
import { projectHandlers } from './projects';
import { projectControlHandlers } from '../control/projects';
import { dataCenterHandlers } from './dataCenter';
import { enterprisePlatformHandlers } from './enterprisePlatform';
import { userHandlers } from './user';
import { qrConfirmHandlers } from './qrConfirm';
import { verificationHandlers } from './verification';
import { requestCheckHandlers } from './requestCheck';

export { createSim, type Sim } from '../sim';

/** Every HTTP handler of the simulated cloud and its control API; the not-simulated catch-all comes last. */
export function createHandlers(sim: Sim) {
  return [
    // QA faults first: they answer a faulted call or let it through (never /__sim/).
    ...faultHandlers(sim),
    // A control call's body is JSON or the call answers 400 (control/jsonBody.ts).
    ...controlJsonBodyHandlers(),
    ...faultControlHandlers(sim),
    ...journalControlHandlers(() => journalOf(sim)),
    ...requestCheckHandlers(sim),
    ...scenarioControlHandlers(sim),
    ...catalogueHandlers(),
    ...controlHandlers(sim),
    ...snapshotControlHandlers(sim),
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
    ...dataCenterHandlers(sim),
    ...enterprisePlatformHandlers(sim),
    ...projectHandlers(sim),
    ...projectControlHandlers(sim),
    ...smsHandlers(sim),
    ...smsControlHandlers(sim),
    ...accountHandlers(sim),
    ...securityHandlers(sim),
    ...securityControlHandlers(sim),
    ...ezvizHandlers(sim),
    ...ezvizControlHandlers(sim),
    ...appDownloadHandlers(),
    ...scadaHandlers(sim),
    ...scadaControlHandlers(sim),
    ...qrConfirmHandlers(sim),
    ...notSimulatedHandlers(),
  ];
}
