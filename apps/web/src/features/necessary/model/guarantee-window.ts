import { GUARANTEE_POPUP_WINDOW, type TYn } from '@po/contracts';
import { seoulToday } from '@/shared/date/seoul';

/** Where "now" comes from; tests and the popup gate inject their own. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export interface DateWindow {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/** Whether today in Seoul (whatever the browser's zone) lies in the window, both ends included. */
export function isInGuaranteeWindow(now: Date, window: DateWindow = GUARANTEE_POPUP_WINDOW): boolean {
  const today = seoulToday(now).format('YYYY-MM-DD');
  return window.from <= today && today <= window.to;
}

/** The guarantee-terms popup shows while unagreed and inside the window (spec business §4). */
export function isGuaranteePopupDue(grntSrvcAgrmYn: TYn | undefined, now: Date, window: DateWindow = GUARANTEE_POPUP_WINDOW): boolean {
  return grntSrvcAgrmYn !== 'Y' && isInGuaranteeWindow(now, window);
}
