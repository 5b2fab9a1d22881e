import type { TLanguage, TProdStsCd, TProductStatusHistoryRow } from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { productStatusHistory } from './product.tables.ts';

const statusName = (cd: string, lang: TLanguage) => codeName('product.status', cd, lang);

/** A history row as the status history popup reads it: codes with their names, the system by its name. */
export function toStatusHistoryReply(r: typeof productStatusHistory.$inferSelect, lang: TLanguage): TProductStatusHistoryRow {
  return {
    fromStsCd: r.fromStsCd as TProdStsCd | null,
    fromStsNm: r.fromStsCd === null ? null : statusName(r.fromStsCd, lang),
    toStsCd: r.toStsCd as TProdStsCd,
    toStsNm: statusName(r.toStsCd, lang),
    action: r.action,
    actionNm: codeName('product.action', r.action, lang),
    reason: r.reason,
    actorType: r.actorType,
    actorNm: r.actorType === 'system' ? codeName('product.actor', 'system', lang) : r.actorNm,
    changedDt: r.changedDt.toISOString(),
  };
}
