import { EventEmitter } from 'node:events';

/** Per store: 'neu' when a submission queued an e-mail, so the outbox worker sends it at once. */
const signals = new WeakMap<object, EventEmitter>();

export function outboxSignal(db: object): EventEmitter {
  let s = signals.get(db);
  if (!s) {
    s = new EventEmitter();
    signals.set(db, s);
  }
  return s;
}
