// The device list's and the groups' schemas, under the names the document and older imports use; they live with
// their calls (src/domain/wire/machine.ts, group.ts), their types inferred from them.
export { machine, machineList, machineSelectPayload, machineAddPayload, machineStatePayload, machineStateInfo } from '../machine';
export { userGroupItem, userGroupList } from '../group';
