import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import {
  isScene, MESSAGE_SCENES, parseIds, SCENES, type MessageKind, type MessagePage, type MessageScene, type MsgCenterSummary, type WireMessage,
} from '../../src/domain/wire/message';
import { messageState, unreadChanged, unreadCount } from '../messaging';
import type { Sim } from '../sim';
import type { SimMessage } from '../world/types';
import { authed, fail, ok, type Fields } from './envelope';

// The message centre (api.md section 7, Message; user/getMsgCenterMsgs): a user's messages, newest first, that move
// unread → read (or expire unread) and can be cleared.

const MAX_PAGE_SIZE = 100;

function toWireMessage(message: SimMessage, now: number): WireMessage {
  return {
    id: message.id,
    kind: message.type as MessageKind,
    title: message.title,
    content: message.content,
    machineId: message.machineId ?? null,
    deviceCode: message.deviceCode ?? '',
    applicationId: message.applicationId ?? null,
    ...(message.request ? { applicationKind: message.request.kind, applicantName: message.request.applicant, machineName: message.request.machineName } : {}),
    createTime: Math.floor(message.createdAt / 1000),
    state: messageState(message, now),
  };
}

const inScene = (scene: MessageScene | undefined) => (m: SimMessage) =>
  scene === undefined || (MESSAGE_SCENES[scene] as readonly string[]).includes(m.type);

/** `scene` absent or '' means every scene; anything else must be a scene. */
function sceneField(fields: Fields): { ok: true; scene?: MessageScene } | { ok: false } {
  const raw = fields.scene;
  if (raw === undefined || raw === '' || raw === 'all') return { ok: true };
  return isScene(raw) ? { ok: true, scene: raw } : { ok: false };
}

export function messageHandlers(sim: Sim) {
  const mine = (userId: number) => sim.world.messages.filter((m) => m.userId === userId);

  /** The caller's messages chosen by ids or by scene. */
  const selection = (userId: number, fields: Fields): SimMessage[] | undefined => {
    const scene = sceneField(fields);
    if (!scene.ok) return undefined;
    if (fields.ids !== undefined && fields.ids !== '') {
      const ids = new Set(parseIds(fields.ids));
      return mine(userId).filter((m) => ids.has(m.id));
    }
    return mine(userId).filter(inScene(scene.scene));
  };

  return [
    http.post('*/api/msg/v1/page', authed(sim, ({ user }, fields) => {
      const scene = sceneField(fields);
      const page = Math.max(1, Math.trunc(Number(fields.page ?? 1)) || 1);
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(fields.pageSize ?? 10)) || 10));
      if (!scene.ok) return fail(BusinessCode.InvalidInput, 'unknown scene');
      const now = sim.clock.now();
      const all = mine(user.id).filter(inScene(scene.scene)).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      const answer: MessagePage = {
        list: all.slice((page - 1) * pageSize, page * pageSize).map((m) => toWireMessage(m, now)),
        total: all.length,
        page,
        pageSize,
      };
      return ok(answer);
    })),

    http.get('*/api/msg/v1/totalUnread', authed(sim, ({ user }, fields) => {
      // api.md: the count is asked with its scene; a count that names none is refused, not guessed.
      if (fields.scene === undefined || fields.scene === '') return fail(BusinessCode.InvalidInput, 'scene required');
      const scene = sceneField(fields);
      if (!scene.ok) return fail(BusinessCode.InvalidInput, 'unknown scene');
      const now = sim.clock.now();
      const totalUnread = mine(user.id).filter((m) => inScene(scene.scene)(m) && messageState(m, now) === 'unread').length;
      return ok({ totalUnread });
    })),

    http.put('*/api/msg/v1/read', authed(sim, ({ user }, fields) => {
      const chosen = selection(user.id, fields);
      if (!chosen) return fail(BusinessCode.InvalidInput, 'unknown scene');
      const now = sim.clock.now();
      let changed = 0;
      for (const m of chosen) {
        // Expired stays expired: reading it later does not bring it back.
        if (messageState(m, now) !== 'unread') continue;
        m.state = 'read';
        changed += 1;
      }
      unreadChanged(sim, user.id);
      return ok({ changed, totalUnread: unreadCount(sim, user.id) });
    })),

    http.delete('*/api/msg/v1/clear', authed(sim, ({ user }, fields) => {
      const chosen = selection(user.id, fields);
      if (!chosen) return fail(BusinessCode.InvalidInput, 'unknown scene');
      const gone = new Set(chosen);
      sim.world.messages = sim.world.messages.filter((m) => !gone.has(m));
      unreadChanged(sim, user.id);
      return ok({ changed: gone.size, totalUnread: unreadCount(sim, user.id) });
    })),

    http.get('*/api/msg/v1/detail/:id', authed(sim, ({ user }, _fields, request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      const message = mine(user.id).find((m) => m.id === id);
      if (!message) return fail(BusinessCode.InvalidInput, 'no such message');
      const now = sim.clock.now();
      if (messageState(message, now) === 'unread') message.state = 'read';
      unreadChanged(sim, user.id);
      return ok({ message: toWireMessage(message, now), totalUnread: unreadCount(sim, user.id) });
    })),

    http.post('*/api/user/getMsgCenterMsgs', authed(sim, ({ user }) => {
      const now = sim.clock.now();
      const all = mine(user.id).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      const summary: MsgCenterSummary = {
        scenes: SCENES.map((scene) => {
          const of = all.filter(inScene(scene));
          const latest = of[0];
          return {
            scene,
            unread: of.filter((m) => messageState(m, now) === 'unread').length,
            latest: latest ? toWireMessage(latest, now) : null,
          };
        }),
      };
      return ok(summary);
    })),
  ];
}
