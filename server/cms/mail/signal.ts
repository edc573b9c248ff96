import { EventEmitter } from 'node:events';

/**
 * 'neu' when mail was queued in this process, so this process's delivery worker looks at once (other
 * instances hear of it through PostgreSQL's NOTIFY, worker.ts).
 */
const signal = new EventEmitter();
signal.setMaxListeners(50);

export function outboxSignal(): EventEmitter {
  return signal;
}
