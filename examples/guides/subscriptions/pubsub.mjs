/**
 * An in-memory publish/subscribe hub for a single process. Every subscription is an async
 * iterator that listens from the moment it is created, queues events its reader has not asked
 * for yet, and stops listening as soon as it is closed, even while a read is waiting.
 */
export class PubSub {
  #listeners = new Map();

  publish(topic, payload) {
    for (const deliver of this.#listeners.get(topic) ?? []) deliver(payload);
  }

  listenerCount(topic) {
    return this.#listeners.get(topic)?.size ?? 0;
  }

  subscribe(topic) {
    const queued = []; // events that arrived before anyone asked for them
    const waiting = []; // next() calls that are waiting for an event
    let closed = false;

    const deliver = (payload) => {
      const resolve = waiting.shift();
      if (resolve) resolve({ value: payload, done: false });
      else queued.push(payload);
    };
    if (!this.#listeners.has(topic)) this.#listeners.set(topic, new Set());
    const listeners = this.#listeners.get(topic);
    listeners.add(deliver);

    const close = () => {
      if (closed) return;
      closed = true;
      listeners.delete(deliver);
      if (listeners.size === 0) this.#listeners.delete(topic);
      queued.length = 0;
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    };

    return {
      next() {
        if (queued.length > 0)
          return Promise.resolve({ value: queued.shift(), done: false });
        if (closed) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return() {
        close();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
