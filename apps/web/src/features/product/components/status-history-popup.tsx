import type { TProductListRow } from '@po/contracts';
import { lazy, Suspense } from 'react';

// The popup (Modal and its history table) loads when it first opens, not with the list.
const StatusHistoryModal = lazy(() => import('./status-history-modal').then((m) => ({ default: m.StatusHistoryModal })));

/** The status history of the row picked in a product list, or nothing. */
export function StatusHistoryPopup({ row, onClose }: { row: TProductListRow | null; onClose: () => void }) {
  if (!row) return null;
  return (
    <Suspense fallback={null}>
      <StatusHistoryModal prodCd={row.prodCd} prodNm={row.prodNm} rejectReason={row.prodStsCd === '20' ? row.rejectReason : null} onClose={onClose} />
    </Suspense>
  );
}
