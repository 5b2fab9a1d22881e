import { POPUP_LIMITS } from '@po/contracts';
import { useState } from 'react';
import { useSessionUser } from '@/shared/session/session-user';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { NoticePopup } from './notice-popup';
import { useGrntSrvcPopup, useNoticePopups, useSoldOutPopup } from './popup-api';
import { isHidden, noticeHideKey, soldOutHideKey } from './popup-suppression';
import { SoldOutPopup } from './sold-out-popup';

// The terms and their form load only for a seller the popup is due to (a few weeks a year at most).
const GuaranteePopup = lazyDialog(
  () => import('./guarantee-popup').then((m) => m.GuaranteePopup),
  (p) => p.open,
);

const systemNow = () => new Date();
const FIRST_PAGE = { pageNum: 1, pageSize: POPUP_LIMITS.soldOutPopupPageSize };

/**
 * The popups the home opens after sign-in (business-area §2 "Popups", §4), one at a time: the guarantee-terms
 * popup first (it blocks: the seller agrees or puts it off), then each popup notice, then the sold-out-soon popup.
 * Master and search-only sessions see the notices only: the other two ask the seller to act.
 */
export function HomePopups() {
  return <HomePopupSequence now={systemNow} />;
}

export function HomePopupSequence({ now }: { now: () => Date }) {
  const user = useSessionUser();
  const supplyEntrCd = user.supplyEntrCd ?? '';
  const seller = user.entrFlag === 'C' && supplyEntrCd !== '' && user.isMasterLogin !== 'Y' && user.isOnlySearch !== 'Y';
  // Read once per visit of the home: a tick hides the popup from the next sign-in on, the open one just closes.
  const [soldOutHidden] = useState(() => isHidden(soldOutHideKey(user.mgrId), now()));
  const [guaranteeDone, setGuaranteeDone] = useState(false);
  const [closedNotices, setClosedNotices] = useState<ReadonlySet<number>>(new Set());
  const [soldOutDone, setSoldOutDone] = useState(false);

  const grnt = useGrntSrvcPopup(seller);
  const notices = useNoticePopups(true);
  const soldOut = useSoldOutPopup(FIRST_PAGE, seller && !soldOutHidden);

  if (seller && grnt.isPending) return null;
  if (seller && grnt.data?.popupYn === 'Y' && !guaranteeDone) {
    return <GuaranteePopup open onClose={() => setGuaranteeDone(true)} onSaved={() => setGuaranteeDone(true)} />;
  }

  if (notices.isPending) return null;
  const waiting = (notices.data?.list ?? []).filter((n) => !closedNotices.has(n.bulletinSq) && !isHidden(noticeHideKey(user.mgrId, n.bulletinSq), now()));
  const notice = waiting[0];
  if (notice) {
    const close = () => setClosedNotices(new Set([...closedNotices, notice.bulletinSq]));
    const position = { index: closedNotices.size, total: closedNotices.size + waiting.length };
    return <NoticePopup key={notice.bulletinSq} notice={notice} mgrId={user.mgrId} position={position} now={now} onClose={close} />;
  }

  const data = soldOut.data;
  if (!seller || soldOutHidden || soldOutDone || !data || (data.soldOutCnt === 0 && data.ordCnt === 0)) return null;
  return <SoldOutPopup data={data} mgrId={user.mgrId} supplyEntrCd={supplyEntrCd} now={now} onClose={() => setSoldOutDone(true)} />;
}
