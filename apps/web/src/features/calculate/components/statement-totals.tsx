import type { TStatementReply } from '@po/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { statementEquation, won } from './settlement-format';

type Totals = TStatementReply['totals'];

/**
 * The statement's foot: each kind's count and amounts, then the equation of their totals with the payout —
 * "sale + refund + … = payout" — so the seller sees the month add up to the won. A month that does not add up
 * (never expected: the server checks it) is said plainly rather than hidden.
 */
export function StatementTotals({ totals, payoutAmt }: { totals: Totals; payoutAmt: number }) {
  const { t } = useTranslation();
  const { sum, balanced } = statementEquation(totals, payoutAmt);
  const cols = ['saleAmt', 'feeAmt', 'supplyBurdenAmt', 'deliveryAmt', 'extraDeliveryAmt', 'calcFee', 'holdAmt', 'totalAmt'] as const;
  return (
    <section aria-label={t('calculatePage.statement.totals')} data-testid="statement-totals">
      <table className="po-statement-table">
        <thead>
          <tr>
            <th scope="col">{t('calculatePage.col.sacGbNm')}</th>
            <th scope="col">{t('calculatePage.col.cnt')}</th>
            {cols.map((c) => (
              <th key={c} scope="col">
                {t(`calculatePage.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {totals.map((k) => (
            <tr key={k.kind} data-testid={`statement-total-${k.kind}`}>
              <th scope="row">{k.sacGbNm}</th>
              <td>{k.cnt}</td>
              {cols.map((c) => (
                <td key={c}>{won(k[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="po-statement-equation" data-testid="statement-equation">
        {totals.map((k, i) => (
          <span key={k.kind}>
            {i > 0 ? (k.totalAmt < 0 ? ' − ' : ' + ') : k.totalAmt < 0 ? '−' : ''}
            {k.sacGbNm} {won(Math.abs(k.totalAmt))}
          </span>
        ))}
        {' = '}
        <strong data-testid="statement-equation-sum">{won(sum)}</strong>
        {balanced ? ` = ${t('calculatePage.col.payoutAmt')} ✓` : null}
      </p>
      {balanced ? null : (
        <Alert
          type="error"
          showIcon
          title={t('calculatePage.statement.unbalanced', { sum: won(sum), payout: won(payoutAmt) })}
          data-testid="statement-unbalanced"
        />
      )}
    </section>
  );
}
