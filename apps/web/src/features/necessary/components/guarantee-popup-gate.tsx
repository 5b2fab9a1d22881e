import { useState } from 'react';
import { useSessionUser } from '@/shared/session/session-user';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { useNecessaryInfo } from '../api/necessary-info';
import { isGuaranteePopupDue, isInGuaranteeWindow, systemClock, type Clock } from '../model/guarantee-window';

// The popup (terms and agreement form) loads only for a seller it is offered to.
const GuaranteeTermsPopup = lazyDialog(
  () => import('./guarantee-terms-popup').then((m) => m.GuaranteeTermsPopup),
  (p) => p.open,
);

/**
 * Signed-in area: offers the guarantee-terms popup to a seller who has not agreed while the campaign
 * window is open. Outside the window it asks the server nothing. Master and admin sessions are
 * view-only and are not asked.
 */
export function GuaranteePopupGate({ clock = systemClock }: { clock?: Clock }) {
  const user = useSessionUser();
  const [inWindow] = useState(() => isInGuaranteeWindow(clock()));
  const eligible = inWindow && user.entrFlag === 'C' && !!user.supplyEntrCd;
  const { data } = useNecessaryInfo(eligible);
  const [dismissed, setDismissed] = useState(false);
  const open = eligible && !dismissed && !!data && isGuaranteePopupDue(data.grntSrvcAgrmYn, clock());
  if (!eligible) return null;
  return <GuaranteeTermsPopup open={open} onClose={() => setDismissed(true)} />;
}
