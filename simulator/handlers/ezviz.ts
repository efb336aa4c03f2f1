import { http, HttpResponse } from 'msw';
import { checkEzvizName, checkEzvizRemark, maskSecret, refuseKeyPair, type EzvizKeyRefusal } from '../../src/domain/ezviz';
import { BusinessCode } from '../../src/domain/resultCodes';
import { sameName } from '../../src/domain/validation';
import { BKEY_LIMIT } from '../../src/domain/roles';
import type { EzvizAccount, EzvizLinkedDevice } from '../../src/domain/wire/ezviz';
import { accessTokenFor, cameraState, checkAccessToken, type CameraAccount, type CameraState } from '../camera/state';
import { livePicture, refusedPicture } from '../camera/livePicture';
import type { Sim } from '../sim';
import { authed, fail, ok, type Caller, type Fields } from './envelope';
import { heldDevice, machineIdOf } from './held';

// Camera-cloud (Ezviz) accounts of a user (personal mode), the link of a device to one of them, and the camera
// cloud behind them: it checks key pairs, issues access tokens that expire and serves a live picture.

const CAMERA_LIVE_PATH = '/__sim/camera';

const REFUSAL_CODE: Record<EzvizKeyRefusal, string> = {
  appKeyFormat: BusinessCode.EzvizAppKeyMalformed,
  secretFormat: BusinessCode.EzvizSecretMalformed,
  sameAsKey: BusinessCode.EzvizKeySameAsSecret,
  revoked: BusinessCode.EzvizKeyRevoked,
};

const REFUSAL_TEXT: Record<EzvizKeyRefusal, string> = {
  appKeyFormat: 'the AppKey must be 32 hexadecimal characters',
  secretFormat: 'the Secret must be 32 hexadecimal characters',
  sameAsKey: 'the Secret cannot equal the AppKey',
  revoked: 'this AppKey was revoked on the camera cloud',
};

const truthy = (value: string | undefined) => value === '1' || value === 'true';

function accountsOf(state: CameraState, userId: number): CameraAccount[] {
  return state.accounts.filter((a) => a.userId === userId).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

function devicesUsing(sim: Sim, account: CameraAccount): EzvizLinkedDevice[] {
  return sim.world.devices
    .filter((d) => d.ezviz_account_id === account.id)
    .map((d) => ({ machineId: d.machine_id, machineName: d.machine_name, machineCode: d.machine_code }));
}

function view(sim: Sim, account: CameraAccount): EzvizAccount {
  return {
    id: account.id,
    name: account.name,
    appKey: account.appKey,
    secretMasked: maskSecret(account.secret),
    remark: account.remark,
    isDefault: account.isDefault,
    devices: devicesUsing(sim, account),
  };
}

function keyRefusal(state: CameraState, appKey: string, secret: string): Response | undefined {
  const refusal = refuseKeyPair(appKey, secret, state.revoked);
  return refusal ? fail(REFUSAL_CODE[refusal], { reason: refusal, message: REFUSAL_TEXT[refusal] }) : undefined;
}

function makeDefault(state: CameraState, account: CameraAccount) {
  for (const a of accountsOf(state, account.userId)) a.isDefault = a === account;
}

function create(sim: Sim, { user }: Caller, fields: Fields): Response {
  const state = cameraState(sim.world);
  const name = (fields.name ?? '').trim();
  const remark = (fields.remark ?? '').trim();
  if (!checkEzvizName(name).ok || !checkEzvizRemark(remark).ok) return fail(BusinessCode.InvalidInput, 'name 1 to 32 characters, remark up to 50');
  const mine = accountsOf(state, user.id);
  if (mine.some((a) => sameName(a.name, name))) return fail(BusinessCode.EzvizNameExists, 'an account has this name');
  const appKey = (fields.appKey ?? '').trim().toLowerCase();
  const secret = (fields.secret ?? '').trim().toLowerCase();
  const refused = keyRefusal(state, appKey, secret);
  if (refused) return refused;
  const account: CameraAccount = { id: state.nextId++, userId: user.id, name, appKey, secret, remark, isDefault: false, createdAt: sim.clock.now() };
  state.accounts.push(account);
  // The first account is the default one: a device linked without a choice uses it.
  if (mine.length === 0 || truthy(fields.isDefault)) makeDefault(state, account);
  sim.log.add('ezviz', `user ${user.id} added camera account ${account.id}`);
  return ok(view(sim, account));
}

function update(sim: Sim, { user }: Caller, fields: Fields): Response {
  const state = cameraState(sim.world);
  const account = state.accounts.find((a) => a.id === Number(fields.id) && a.userId === user.id);
  if (!account) return fail(BusinessCode.EzvizAccountNotFound, 'no such camera account');
  const name = (fields.name ?? account.name).trim();
  const remark = (fields.remark ?? account.remark).trim();
  if (!checkEzvizName(name).ok || !checkEzvizRemark(remark).ok) return fail(BusinessCode.InvalidInput, 'name 1 to 32 characters, remark up to 50');
  if (accountsOf(state, user.id).some((a) => a !== account && sameName(a.name, name))) return fail(BusinessCode.EzvizNameExists, 'an account has this name');
  const appKey = (fields.appKey ?? account.appKey).trim().toLowerCase();
  // An empty Secret keeps the saved one: the form never had it to show.
  const secret = (fields.secret ?? '').trim() === '' ? account.secret : (fields.secret ?? '').trim().toLowerCase();
  const refused = keyRefusal(state, appKey, secret);
  if (refused) return refused;
  Object.assign(account, { name, remark, appKey, secret });
  if (truthy(fields.isDefault)) makeDefault(state, account);
  else if (fields.isDefault === '0') account.isDefault = false;
  return ok(view(sim, account));
}

function remove(sim: Sim, { user }: Caller, fields: Fields): Response {
  const state = cameraState(sim.world);
  const account = state.accounts.find((a) => a.id === Number(fields.id) && a.userId === user.id);
  if (!account) return fail(BusinessCode.EzvizAccountNotFound, 'no such camera account');
  const devices = devicesUsing(sim, account);
  if (devices.length > 0 && !truthy(fields.release)) return fail(BusinessCode.EzvizAccountInUse, { devices });
  for (const d of sim.world.devices) if (d.ezviz_account_id === account.id) d.ezviz_account_id = null;
  state.accounts = state.accounts.filter((a) => a !== account);
  return ok(null);
}

function checkName(sim: Sim, { user }: Caller, fields: Fields): Response {
  const name = (fields.name ?? '').trim();
  if (!checkEzvizName(name).ok) return fail(BusinessCode.InvalidInput, 'name 1 to 32 characters');
  const taken = accountsOf(cameraState(sim.world), user.id).some((a) => a.id !== Number(fields.id ?? 0) && sameName(a.name, name));
  return ok({ available: !taken });
}

function checkKeys(sim: Sim, fields: Fields): Response {
  return keyRefusal(cameraState(sim.world), fields.appKey ?? '', fields.secret ?? '') ?? ok({ valid: true });
}

function managed(sim: Sim, caller: Caller, fields: Fields) {
  const held = heldDevice(sim.world, caller.user.id, machineIdOf(fields));
  if (!held) return { refusal: fail(BusinessCode.DeviceNotFound, 'no such device of yours') };
  if (held.membership.limitAuthority < BKEY_LIMIT) return { refusal: fail(BusinessCode.NoPermission, 'only the Akey and Bkeys link a camera account') };
  return { device: held.device };
}

function link(sim: Sim, caller: Caller, fields: Fields): Response {
  const found = managed(sim, caller, fields);
  if (!found.device) return found.refusal;
  const account = cameraState(sim.world).accounts.find((a) => a.id === Number(fields.ezvizAccountId) && a.userId === caller.user.id);
  if (!account) return fail(BusinessCode.EzvizAccountNotFound, 'no such camera account');
  found.device.ezviz_account_id = account.id;
  return ok({ machineId: found.device.machine_id, ezvizAccountId: account.id });
}

function release(sim: Sim, caller: Caller, fields: Fields): Response {
  const found = managed(sim, caller, fields);
  if (!found.device) return found.refusal;
  found.device.ezviz_account_id = null;
  return ok({ machineId: found.device.machine_id, ezvizAccountId: null });
}

/** The console asks for the live picture of a linked device: the cloud gets an access token from the camera cloud. */
function live(sim: Sim, { user }: Caller, fields: Fields): Response {
  const held = heldDevice(sim.world, user.id, machineIdOf(fields));
  if (!held) return fail(BusinessCode.DeviceNotFound, 'no such device of yours');
  const state = cameraState(sim.world);
  const account = state.accounts.find((a) => a.id === held.device.ezviz_account_id);
  if (!account) return fail(BusinessCode.EzvizNotLinked, 'the device has no camera account');
  const refused = keyRefusal(state, account.appKey, account.secret);
  if (refused) return refused;
  const token = accessTokenFor(state, account.appKey, sim.clock.now());
  const url = `${CAMERA_LIVE_PATH}/${encodeURIComponent(held.device.machine_code)}/live.svg?accessToken=${encodeURIComponent(token.token)}`;
  return ok({ url, accessToken: token.token, expiresAt: token.expiresAt, accountName: account.name });
}

const svg = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });

export function ezvizHandlers(sim: Sim) {
  const path = '*/api/device/v1/ezviz/account';
  return [
    http.get(path, authed(sim, ({ user }) => ok(accountsOf(cameraState(sim.world), user.id).map((a) => view(sim, a))))),
    http.post(path, authed(sim, (caller, fields) => create(sim, caller, fields))),
    http.delete(path, authed(sim, (caller, fields) => remove(sim, caller, fields))),
    http.post('*/api/user/updateEzvizAccount', authed(sim, (caller, fields) => update(sim, caller, fields))),
    http.post('*/api/user/checkEzvizAccount', authed(sim, (caller, fields) => checkName(sim, caller, fields))),
    http.post('*/api/user/checkEzvizAppkey', authed(sim, (_caller, fields) => checkKeys(sim, fields))),
    http.post('*/api/machine/changeEzvizAccount', authed(sim, (caller, fields) => link(sim, caller, fields))),
    http.post('*/api/machine/releaseEzvizAccount', authed(sim, (caller, fields) => release(sim, caller, fields))),
    http.get('*/api/device/v1/ezviz/live', authed(sim, (caller, fields) => live(sim, caller, fields))),
    // The camera cloud's stream: refused (403) without a live access token of the device's account.
    http.get(`*${CAMERA_LIVE_PATH}/:code/live.svg`, ({ request, params }) => {
      const state = cameraState(sim.world);
      const verdict = checkAccessToken(state, new URL(request.url).searchParams.get('accessToken') ?? '', sim.clock.now());
      if (!verdict.ok) return svg(refusedPicture(`access token ${verdict.reason}`), 403);
      const device = sim.world.devices.find((d) => d.machine_code === String(params.code));
      const account = device && state.accounts.find((a) => a.id === device.ezviz_account_id);
      if (!device || !account || account.appKey !== verdict.token.appKey) return svg(refusedPicture('camera not linked'), 403);
      return svg(livePicture(device.machine_name, device.machine_code, sim.clock.now()));
    }),
  ];
}
