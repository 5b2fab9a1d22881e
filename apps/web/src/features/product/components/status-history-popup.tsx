import { lazyDialog } from '@/shared/ui/lazy-dialog';
import type { StatusHistoryModalProps } from './status-history-modal';

/** The status history popup: its code (Modal and the history table) loads when it first opens, not with the page. */
export const StatusHistoryPopup = lazyDialog<StatusHistoryModalProps>(
  () => import('./status-history-modal').then((m) => m.StatusHistoryModal),
  (p) => p.open,
);
