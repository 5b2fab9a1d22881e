import type { TSettlementMonth } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { usd, won } from './settlement-format';

/** The statement's head: the month, its payout (and in USD with the rate of its date), pay date, fixed date, state. */
export function StatementHead({ month, sellerNm }: { month: TSettlementMonth; sellerNm?: string }) {
  const { t } = useTranslation();
  const items: [string, string, string][] = [
    [t('calculatePage.col.settleYm'), month.settleYm, 'settleYm'],
    ...(sellerNm ? ([[t('calculatePage.statement.seller'), sellerNm, 'seller']] as [string, string, string][]) : []),
    [t('calculatePage.col.payoutAmt'), won(month.payoutAmt), 'payoutAmt'],
    ...(month.currency === 'USD'
      ? ([
          [t('calculatePage.col.payoutUsd'), usd(month.payoutUsd), 'payoutUsd'],
          [t('calculatePage.col.exrt'), `${month.exrt ?? ''} (${formatDate(month.exrtDt)})`, 'exrt'],
        ] as [string, string, string][])
      : []),
    [t('calculatePage.col.payDueDt'), formatDate(month.payDueDt), 'payDueDt'],
    [t('calculatePage.col.fixedDt'), formatDate(month.fixedDt), 'fixedDt'],
    [t('calculatePage.col.currency'), month.currency, 'currency'],
    [t('calculatePage.col.stsCd'), t(`calculatePage.status.${month.stsCd}`), 'stsCd'],
  ];
  return (
    <dl className="po-statement-head" data-testid="statement-head">
      {items.map(([label, value, key]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`statement-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
