// A realtime message that arrives while a list is on its first fetch (the fetch sent before the change it
// announces) must still bring the change: the list asks again instead of keeping the first, stale answer.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { connectRealtimeInvalidation } from '../../src/ui/data/realtimeInvalidation';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';

describe('realtime invalidation', () => {
  it('refetches a list whose first fetch was under way when the message came', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const messages$ = new Subject<RealtimeMessage>();
    const stop = connectRealtimeInvalidation(client, messages$);
    let server: string[] = [];
    const answers: Array<(rows: string[]) => void> = [];
    const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) => new Promise<string[]>((resolve, reject) => {
      const snapshot = [...server];
      answers.push(() => resolve(snapshot));
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const observer = new QueryObserver(client, { queryKey: ['messages', 'mobile', 'all', 20], queryFn });
    const seen: Array<string[] | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    // The first fetch has left (it will answer what the server held then); the request arrives, and its message.
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    server = ['Someone asks to visit'];
    messages$.next({ type: 'deviceVisit', deviceCode: 'M1', deviceId: 'd1', totalUnreadMsg: 1, sentAt: 0, isResult: false, auditState: 0 } as RealtimeMessage);
    answers[0]!([]);

    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2), { timeout: 30_000 });
    answers[1]!([]);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Someone asks to visit']), { timeout: 30_000 });
    unsubscribe();
    stop();
  });
});
