// The message centre's calls (api.md section 7, Message). Payloads and answers: src/domain/wire/message.ts.
import * as m from '../wire/message';
import type { CallDoc } from './callDoc';

export const MESSAGE_CALLS: Readonly<Record<string, CallDoc>> = {
  'POST /api/msg/v1/page': { summary: 'A page of the caller\'s messages, newest first', payload: m.messagePagePayload, answer: m.messagePage, codes: ['InvalidInput'] },
  'GET /api/msg/v1/totalUnread': {
    summary: 'The unread count of a scene (all: of every scene)',
    payload: m.totalUnreadPayload,
    answer: m.totalUnread,
    codes: ['InvalidInput'],
  },
  'PUT /api/msg/v1/read': {
    summary: 'Mark messages read: the listed ids, or every message of a scene',
    payload: m.selectionPayload,
    answer: m.messageChange,
    codes: ['InvalidInput'],
  },
  'DELETE /api/msg/v1/clear': {
    summary: 'Clear messages: the listed ids, or every message of a scene',
    payload: m.selectionPayload,
    answer: m.messageChange,
    codes: ['InvalidInput'],
  },
  'GET /api/msg/v1/detail/': {
    summary: 'One message; opening it reads it',
    answer: m.messageDetail,
    codes: ['InvalidInput'],
  },
};

export const MESSAGE_SUMMARIES_CN: Readonly<Record<string, string>> = {
  'POST /api/msg/v1/page': '调用者的消息（分页，最新在前）',
  'GET /api/msg/v1/totalUnread': '某类消息的未读数（all：全部）',
  'PUT /api/msg/v1/read': '标记已读：所列消息，或某类的全部消息',
  'DELETE /api/msg/v1/clear': '清除消息：所列消息，或某类的全部消息',
  'GET /api/msg/v1/detail/': '单条消息（打开即已读）',
};
