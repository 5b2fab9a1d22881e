import { useCallback, useRef } from 'react';

/** A fresh key for one create: a UUID where the browser has one, else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header a create sends its key in (the server stores the first reply under it). */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });

/**
 * One key per create the user means: sending the same body again (a retry after a lost reply) reuses
 * the key, so the server answers the first reply instead of creating a second row; a changed body is
 * a new create and gets a new key; after a success the next create starts fresh.
 */
export function useIdempotencyKey(): { keyFor: (body: unknown) => string; settle: () => void } {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settle };
}
