import { DASHBOARD_LIMITS } from '@po/contracts';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/i18n';
import { formatWon } from '@/shared/format/money';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Panel } from '@/shared/ui/panel';
import { useDashboardPart } from '../api/dashboard-cards';
import { useRefreshStatisticPiece } from '../api/statistic-pieces';
import { rateText } from '../model/format';
import type { THomeLinks } from '../model/home-links';
import { CountLink } from './count-link';
import { RefreshButton } from './refresh-button';

interface TileProps {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  /** A tile with a call of its own (§7) refreshes alone. */
  refresh?: { run: () => unknown; loading: boolean };
}

function Tile({ label, children, testId, refresh }: TileProps) {
  return (
    <Col xs={12} sm={8} md={6} xl={4}>
      <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span style={{ opacity: 0.75 }}>
          {label}
          {refresh && <RefreshButton onClick={refresh.run} loading={refresh.loading} testId={`${testId}-refresh`} />}
        </span>
        <span style={{ fontSize: 18 }}>{children}</span>
      </div>
    </Col>
  );
}

/**
 * "Today's key status (last 14 days)": this month's sales and expected settlement, the counts needing action
 * (each opening its list), and the answer rates against their targets. Its refresh calls /dashboard/statistic.
 */
export function KeyStatusSection({ ready, links, period }: { ready: boolean; links: THomeLinks; period?: { startDt: string; endDt: string } }) {
  const { t } = useTranslation();
  const query = useDashboardPart('statistic', ready);
  const qnaCs = useRefreshStatisticPiece('qnaCs');
  const soldOut = useRefreshStatisticPiece('soldOut');
  const qnaCsRefresh = { run: () => qnaCs.mutate(), loading: qnaCs.isPending };
  const s = query.data;
  const lang = currentLanguage();
  let body: ReactNode;
  if (query.error && !s) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!s) body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  else
    body = (
      <Row gutter={[16, 16]}>
        <Tile label={t('dashboard.stat.thisMonthSaleQty')} testId="stat-sale-qty">
          <strong>{s.thisMonthSaleQty.toLocaleString('en-US')}</strong>
        </Tile>
        <Tile label={t('dashboard.stat.thisMonthSaleAmt')} testId="stat-sale-amt">
          <strong>{formatWon(s.thisMonthSaleAmt, lang) || formatWon('0', lang)}</strong>
        </Tile>
        <Tile label={t('dashboard.stat.thisMonthSettleExpectAmt')} testId="stat-settle-amt">
          <strong>{formatWon(s.thisMonthSettleExpectAmt, lang) || formatWon('0', lang)}</strong>
        </Tile>
        <Tile label={t('dashboard.stat.paymentComplete')} testId="stat-payment-complete">
          <CountLink value={s.paymentCompleteCount} link={links.orderStatus('20')} testId="count-order-20" />
        </Tile>
        <Tile label={t('dashboard.stat.deliveryDelay')} testId="stat-delivery-delay">
          <CountLink value={s.deliveryDelayCount} link={links.orderStatus('72')} testId="count-order-72" />
        </Tile>
        <Tile label={t('dashboard.stat.arrivalDelay')} testId="stat-arrival-delay">
          <CountLink value={s.arrivalDelayCount} link={links.orderStatus('82')} testId="count-order-82" />
        </Tile>
        <Tile label={t('dashboard.stat.withdraw')} testId="stat-withdraw">
          <CountLink value={s.withdrawCount} link={links.withdraw} testId="count-withdraw" />
        </Tile>
        <Tile label={t('dashboard.stat.productQnaUnanswer')} testId="stat-qna" refresh={qnaCsRefresh}>
          <CountLink value={s.productQnaUnanswerCount} link={links.productQna} testId="count-qna" />
        </Tile>
        <Tile label={t('dashboard.stat.supplyCsWaiting')} testId="stat-cs" refresh={qnaCsRefresh}>
          <CountLink value={s.reCentSupplyCsRspnCount} link={links.supplyCs} testId="count-cs" />
        </Tile>
        <Tile label={t('dashboard.stat.answerRate', { hours: DASHBOARD_LIMITS.qnaAnswerTargetHours })} testId="stat-answer-rate">
          <strong data-testid="rate-answerRate">{rateText(s.answerRate)}</strong>
        </Tile>
        <Tile label={t('dashboard.stat.supplyCsRspnRate', { hours: DASHBOARD_LIMITS.csAnswerTargetHours })} testId="stat-cs-rate">
          <strong data-testid="rate-supplyCsRspnRate">{rateText(s.supplyCsRspnRate)}</strong>
        </Tile>
        <Tile label={t('dashboard.stat.soldOutSoon')} testId="stat-sold-out-soon" refresh={{ run: () => soldOut.mutate(), loading: soldOut.isPending }}>
          <CountLink value={s.productSoldOutSoonCount.totalCnt} link={links.soldOutSoon} testId="count-sold-out-soon" />
        </Tile>
      </Row>
    );
  return (
    <Panel
      title={t('dashboard.keyStatusTitle')}
      extra={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {period && <span data-testid="key-status-period">{t('dashboard.period', period)}</span>}
          <RefreshButton onClick={query.refetch} loading={query.isFetching} testId="key-status-refresh" />
        </span>
      }
      data-testid="key-status"
    >
      {body}
    </Panel>
  );
}
