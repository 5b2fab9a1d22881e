import type { TSettlementProfileReply } from '@po/contracts';

export const LIST_PATHS = {
  domestic: '/calculate/partnerSupplyEntrList',
  kicc: '/calculate/partnerSupplyEntrKICCList',
  purveyance: '/calculate/partnerPurveyanceList',
} as const;

/**
 * The settlement list a seller's supplier code chooses (spec §2): the card-provider variant for KICC sellers, the
 * domestic list for the others, and the purchase-agency list for a global seller, who has neither.
 */
export function listPathFor(profile: Pick<TSettlementProfileReply, 'kinds'>): string {
  if (profile.kinds.kicc) return LIST_PATHS.kicc;
  if (profile.kinds.domestic) return LIST_PATHS.domestic;
  return LIST_PATHS.purveyance;
}
