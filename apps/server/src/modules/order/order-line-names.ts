import type { TClaimStsCd, TLanguage, TOrdDtlStsCd } from '@po/contracts';
import { translate } from '@/platform/http/messages.ts';

// The names a list row shows for a line's codes, in the user's language: the list's rows and its export's lines.

/** A line's status or delay mark (72, 82 are named among the statuses). */
export const lineStatusName = (code: string, lang: TLanguage) => translate(`order.ordDtlStsCd.${code as TOrdDtlStsCd}`, lang);

/** An open claim's status: an exchange's statuses have names of their own. */
export const claimStatusName = (claimType: string, claimStsCd: string, lang: TLanguage) =>
  translate(`order.${claimType === 'EXCHANGE' ? 'exchangeStsCd' : 'claimStsCd'}.${claimStsCd as TClaimStsCd}`, lang);

/** A carrier's name from the code list; a code the list lacks reads as itself. */
export const carrierName = (code: string | null, carriers: ReadonlyMap<string, string>) => (code ? (carriers.get(code) ?? code) : null);
