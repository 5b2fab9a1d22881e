import type { Services } from '@/platform/modules/module-manifest.ts';
import type { JobDefinition } from '@/platform/jobs/scheduler.ts';

const MINUTE = 60 * 1000;

/**
 * The order module's schedules on the durable queue (one job per period across nodes). The marks and the
 * certificates run often so a screen shows them soon after the hour they are due; each run is idempotent.
 * The sold-out cancel runs every ten minutes so it comes soon after 00:00 Seoul.
 */
export const orderSchedules = (s: Services): JobDefinition[] => [
  {
    name: 'order-delay-marks',
    intervalMs: 10 * MINUTE,
    run: async () => {
      await s.orderLineJobs.clearStaleDelayMarks();
      await s.orderLineJobs.markDeliveryDelays();
      await s.orderLineJobs.markArrivalDelays();
    },
  },
  // The kept line counts' deltas, folded often so a read sums few of them (decisions "Kept order line counts").
  { name: 'order-line-counts-fold', intervalMs: MINUTE, run: async () => void (await s.orderCounts.foldLineCounts()) },
  // The kept sales sums' deltas (decisions "Order statistics (issue 16)"), the same way.
  { name: 'order-sale-sums-fold', intervalMs: MINUTE, run: async () => void (await s.orderSaleSums.foldSaleSums()) },
  { name: 'order-sold-out-cancel', intervalMs: 10 * MINUTE, run: async () => void (await s.soldOutCancelJob.cancelSoldOutNextDay()) },
  { name: 'order-purchase-confirm', intervalMs: 60 * MINUTE, run: async () => void (await s.orderLineJobs.confirmPurchases()) },
  { name: 'order-certificates', intervalMs: 10 * MINUTE, run: async () => void (await s.certificateJob.issueCertificates()) },
  { name: 'order-delivery-automation', intervalMs: 30 * MINUTE, run: async () => void (await s.deliveryAutomation.runScheduled()) },
];
