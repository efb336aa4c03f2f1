// The queue between `notify` and the lazily loaded toast host.

export interface ToastMessage {
  severity: 'error' | 'success' | 'info';
  summary: string;
}

type Deliver = (message: ToastMessage) => void;

/** Most messages a toast host that has not loaded yet keeps; a long outage should not end in a wall of toasts. */
const QUEUE_LIMIT = 5;

/**
 * Notifications can be raised before the toast host has loaded (it is a lazy chunk, kept off the sign-in page's
 * first load). Messages wait here until the host attaches; `load` is asked for the host each time
 * a message has to wait, so a failed chunk load is retried by the next message.
 */
export class ToastQueue {
  private waiting: ToastMessage[] = [];
  private deliver: Deliver | null = null;

  constructor(private readonly load: () => void) {}

  push(message: ToastMessage): void {
    if (this.deliver) return this.deliver(message);
    this.waiting = [...this.waiting, message].slice(-QUEUE_LIMIT);
    this.load();
  }

  /** The host hands over its `show`; waiting messages go out at once. Returns the detach function. */
  attach(deliver: Deliver): () => void {
    this.deliver = deliver;
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(deliver);
    return () => {
      if (this.deliver === deliver) this.deliver = null;
    };
  }
}
