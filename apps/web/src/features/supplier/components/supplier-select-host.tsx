import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/shared/session/session-user';
import { closeSupplierSelect, useSupplierSelectRequested } from '@/shared/session/supplier-select';

// The dialog (a searchable table of sellers) loads when it opens: every signed-in page carries this host.
const SupplierSelectDialog = lazy(() => import('./supplier-select-dialog').then((m) => ({ default: m.SupplierSelectDialog })));

/** A full page load of /home under the app's base path, so no reply cached for the old seller survives. */
export const reloadHome = () => window.location.assign(`${import.meta.env.BASE_URL}home`);

/**
 * Signed-in area: the supplier dialog opens by itself for a master session without a seller (and
 * cannot be closed until one is chosen), and when the navbar's supplier link asks for it.
 */
export function SupplierSelectHost({ onChosen = reloadHome }: { onChosen?: () => void }) {
  const user = useSessionUser();
  const requested = useSupplierSelectRequested();
  const forced = user.isMasterLogin === 'Y' && !user.supplyEntrCd;
  if (!forced && !requested) return null;
  return (
    <Suspense fallback={null}>
      <SupplierSelectDialog
        forced={forced}
        onClose={closeSupplierSelect}
        onChosen={() => {
          closeSupplierSelect();
          onChosen();
        }}
      />
    </Suspense>
  );
}
