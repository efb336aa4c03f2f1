// The message centre's calls (api.md section 7, Message; user/getMsgCenterMsgs).
import type { Http, Result } from '../http';
import { idsParam } from '../../domain/messageParams';
import type {
  MessageChange, MessageDetail, MessagePage, MessagePagePayload, MessageScene, MsgCenterSummary,
  TotalUnread, UnreadScene,
} from '../../domain/wire/message';

/** What read and clear act on: the listed messages, or every message of a scene (all scenes without one). */
export type MessageSelection = { ids: readonly number[] } | { scene?: MessageScene };

const selectionBody = (selection: MessageSelection) =>
  'ids' in selection ? { ids: idsParam(selection.ids) } : { scene: selection.scene };

/** POST /api/msg/v1/page {scene?, page, pageSize} → MessagePage */
export function pageMessages(http: Http, payload: MessagePagePayload): Promise<Result<MessagePage>> {
  return http.call<MessagePage>({ path: '/api/msg/v1/page', body: { ...payload }, quiet: true });
}

/** GET /api/msg/v1/totalUnread?scene= → { totalUnread }: the scene is always sent (`all` for the badge's total). */
export function totalUnread(http: Http, scene: UnreadScene): Promise<Result<TotalUnread>> {
  return http.call<TotalUnread>({ method: 'GET', path: '/api/msg/v1/totalUnread', query: { scene }, quiet: true });
}

/** PUT /api/msg/v1/read {ids | scene} → { changed, totalUnread } */
export function readMessages(http: Http, selection: MessageSelection): Promise<Result<MessageChange>> {
  return http.call<MessageChange>({ method: 'PUT', path: '/api/msg/v1/read', body: selectionBody(selection) });
}

/** DELETE /api/msg/v1/clear {ids | scene} → { changed, totalUnread } */
export function clearMessages(http: Http, selection: MessageSelection): Promise<Result<MessageChange>> {
  return http.call<MessageChange>({ method: 'DELETE', path: '/api/msg/v1/clear', query: selectionBody(selection), once: true });
}

/** GET /api/msg/v1/detail/{id} → { message, totalUnread }; opening a message reads it. */
export function messageDetail(http: Http, id: number): Promise<Result<MessageDetail>> {
  return http.call<MessageDetail>({ method: 'GET', path: `/api/msg/v1/detail/${encodeURIComponent(String(id))}` });
}

/** POST /api/user/getMsgCenterMsgs → per scene, unread count and newest message. */
export function msgCenterSummary(http: Http): Promise<Result<MsgCenterSummary>> {
  return http.call<MsgCenterSummary>({ path: '/api/user/getMsgCenterMsgs', quiet: true });
}
