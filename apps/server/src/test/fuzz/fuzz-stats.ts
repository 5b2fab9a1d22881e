/** Error codes with which the guards (session, role, master, CSRF, agreements) refuse before a handler runs. */
const GUARD_CODES = new Set(['SESSION_TIMEOUT_ERROR', 'FORBIDDEN', 'MASTER_VIEW_ONLY', 'CSRF_REJECTED', 'AGREEMENT_REQUIRED']);

interface OperationCounts {
  sent: number;
  pastGuards: number;
  ok: number;
}

/** Counts of the run: what was sent, how it was answered, and how much got past the guards. */
export function createFuzzStats() {
  const perOperation = new Map<string, OperationCounts>();
  const byStatus = new Map<number, number>();
  let sent = 0;
  let pastGuards = 0;

  return {
    record(operation: string, status: number, errorCode: unknown): void {
      sent++;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const c = perOperation.get(operation) ?? { sent: 0, pastGuards: 0, ok: 0 };
      c.sent++;
      const guarded = typeof errorCode === 'string' && GUARD_CODES.has(errorCode);
      if (!guarded) {
        c.pastGuards++;
        pastGuards++;
      }
      if (status < 300) c.ok++;
      perOperation.set(operation, c);
    },
    sent: () => sent,
    pastGuards: () => pastGuards,
    operations: () => perOperation,
    summary(extra: string[] = []): string {
      const statuses = [...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
      const okOps = [...perOperation.values()].filter((c) => c.ok > 0).length;
      return [
        `OpenAPI fuzz: ${sent} requests over ${perOperation.size} operations`,
        `  answers by status: ${statuses}`,
        `  past the guards: ${pastGuards} (${Math.round((100 * pastGuards) / Math.max(sent, 1))}%); operations with a 2xx answer: ${okOps}/${perOperation.size}`,
        `  operations never answered 2xx: ${
          [...perOperation]
            .filter(([, c]) => c.ok === 0)
            .map(([k]) => k)
            .join('; ') || 'none'
        }`,
        ...extra.map((l) => `  ${l}`),
      ].join('\n');
    },
  };
}
