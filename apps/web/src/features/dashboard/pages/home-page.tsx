import { Col, Flex, Row } from 'antd';
import { seoulToday } from '@/shared/date/seoul';
import { useSessionUser, toMenuViewer } from '@/shared/session/session-user';
import { useDashboardAll } from '../api/dashboard-cards';
import { ConversionChartPanel } from '../components/conversion-chart-panel';
import { CsHotlineBox } from '../components/cs-hotline-box';
import { HomeNoticesBox } from '../components/home-notices-box';
import { KeyStatusSection } from '../components/key-status-section';
import { LeadTimePanel } from '../components/lead-time-panel';
import { NoSellerNotice } from '../components/no-seller-notice';
import { SalesChartPanel } from '../components/sales-chart-panel';
import { StatusCards } from '../components/status-cards';
import { homeLinks } from '../model/home-links';
import { HomePopups } from '../popups/home-popups';

/**
 * /home: the seller's dashboard (business-area §2). The cards load in one call (/dashboard/all) and refresh
 * one by one; the charts load ECharts lazily; notices and the CS hotline show for every session. A session that
 * views no seller sees no cards (see "Home page" in docs/decisions.md).
 */
export function HomePage() {
  const user = useSessionUser();
  const viewer = toMenuViewer(user);
  const hasSeller = Boolean(user.supplyEntrCd);
  const links = homeLinks(viewer, seoulToday());
  const all = useDashboardAll(hasSeller);
  // The parts read what /dashboard/all left; if it failed, each card calls its own part.
  const ready = hasSeller && (all.isSuccess || all.isError);
  const period = all.data ? { startDt: all.data.startDt, endDt: all.data.endDt } : undefined;

  return (
    <Flex vertical gap={12} data-testid="home-page">
      <HomePopups />
      {hasSeller ? (
        <>
          <KeyStatusSection ready={ready} links={links} period={period} />
          <StatusCards ready={ready} links={links} />
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={12}>
              <SalesChartPanel enabled={hasSeller} />
            </Col>
            <Col xs={24} xl={12}>
              <ConversionChartPanel enabled={hasSeller} />
            </Col>
          </Row>
        </>
      ) : (
        <NoSellerNotice master={user.isMasterLogin === 'Y'} />
      )}
      <Row gutter={[12, 12]}>
        {hasSeller && (
          <Col xs={24} xl={12}>
            <LeadTimePanel enabled={hasSeller} />
          </Col>
        )}
        <Col xs={24} xl={hasSeller ? 12 : 24}>
          <Row gutter={[12, 12]}>
            <Col xs={24} lg={hasSeller ? 24 : 12}>
              <HomeNoticesBox />
            </Col>
            <Col xs={24} lg={hasSeller ? 24 : 12}>
              <CsHotlineBox />
            </Col>
          </Row>
        </Col>
      </Row>
    </Flex>
  );
}
