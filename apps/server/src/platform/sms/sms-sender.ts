import type { Database } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import { smsOutbox } from './sms.tables.ts';

/** The way a text message leaves the product. */
export interface SmsSender {
  send(opts: { phone: string; message: string }): Promise<void>;
}

/** Offline driver (dev, test): the message lands in the outbox table and goes nowhere else. */
export function createOutboxSmsSender(deps: { db: Database; clock: Clock }): SmsSender {
  return {
    async send({ phone, message }) {
      await deps.db.q.insert(smsOutbox).values({ phone, message, createdAt: deps.clock.now() });
    },
  };
}

/**
 * Provider driver (prod): records the message in the outbox, then posts it to the configured HTTP
 * endpoint with its key. A provider failure fails the send, so the caller can tell the user.
 */
export function createHttpSmsSender(deps: { db: Database; clock: Clock; apiUrl: string; apiKey: string }): SmsSender {
  const outbox = createOutboxSmsSender(deps);
  return {
    async send(msg) {
      await outbox.send(msg);
      const res = await fetch(deps.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${deps.apiKey}` },
        body: JSON.stringify({ to: msg.phone, text: msg.message }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
