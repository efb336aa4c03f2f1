// A user's device group (GET/POST/PUT/DELETE /api/device/v1/userGroup). The spec leaves the payloads out; these
// are the simulator's and the console's shared reading (docs/decisions.md).

export interface UserGroupItem {
  id: string;
  name: string;
  /** How many of the user's devices the group holds. */
  count: number;
}

/** PUT: rename and/or move devices in or out; moving between groups is a remove from one and an add to another. */
export interface UserGroupUpdate {
  id: string;
  name?: string;
  addMachineIds?: number[];
  removeMachineIds?: number[];
}
