import { describe, expect, it, vi } from 'vitest';
import { ToastQueue, type ToastMessage } from '../../src/ui/app/toastQueue';

const message = (n: number): ToastMessage => ({ severity: 'error', summary: `message ${n}` });

describe('toast queue before and after the toast host loads', () => {
  it('asks for the host when a message has to wait, and hands the waiting messages over in order', () => {
    const load = vi.fn();
    const queue = new ToastQueue(load);
    queue.push(message(1));
    queue.push(message(2));
    expect(load).toHaveBeenCalledTimes(2);
    const shown: ToastMessage[] = [];
    queue.attach((m) => shown.push(m));
    expect(shown).toEqual([message(1), message(2)]);
  });

  it('delivers at once, without loading, once the host is attached', () => {
    const load = vi.fn();
    const queue = new ToastQueue(load);
    const shown: ToastMessage[] = [];
    queue.attach((m) => shown.push(m));
    queue.push(message(3));
    expect(shown).toEqual([message(3)]);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps only the newest five while the host cannot load, so an outage does not end in a wall of toasts', () => {
    const queue = new ToastQueue(() => undefined);
    for (let n = 1; n <= 8; n++) queue.push(message(n));
    const shown: ToastMessage[] = [];
    queue.attach((m) => shown.push(m));
    expect(shown.map((m) => m.summary)).toEqual(['message 4', 'message 5', 'message 6', 'message 7', 'message 8']);
  });

  it('queues again after the host detaches', () => {
    const load = vi.fn();
    const queue = new ToastQueue(load);
    const detach = queue.attach(() => undefined);
    detach();
    queue.push(message(9));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
