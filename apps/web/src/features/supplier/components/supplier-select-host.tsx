import { useSessionUser } from '@/shared/session/session-user';
import { closeSupplierSelect, useSupplierSelectRequested } from '@/shared/session/supplier-select';
import { SupplierSelectDialog } from './supplier-select-dialog';

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
    <SupplierSelectDialog
      forced={forced}
      onClose={closeSupplierSelect}
      onChosen={() => {
        closeSupplierSelect();
        onChosen();
      }}
    />
  );
}
