/** Every call in flight, so a session timeout can cancel them all at once (spec access §4). */
const pending = new Set<AbortController>();

export interface TrackedCall {
  signal: AbortSignal;
  timedOut: () => boolean;
  release: () => void;
}

/** Registers a call; it aborts on the caller's signal, on abortAllPending() or after `timeoutMs`. */
export function trackCall(timeoutMs: number, callerSignal?: AbortSignal): TrackedCall {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  pending.add(controller);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      pending.delete(controller);
    },
  };
}

/** Cancels every call in flight; later calls start with fresh controllers. */
export function abortAllPending(): void {
  const all = [...pending];
  pending.clear();
  for (const controller of all) controller.abort();
}

export function pendingCallCount(): number {
  return pending.size;
}
