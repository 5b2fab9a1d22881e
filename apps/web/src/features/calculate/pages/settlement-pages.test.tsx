import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { invoice, month, profile, statement, stubServer } from '../test/settlement-fixtures';
import { BillPublishListPage } from './bill-publish-list-page';
import { KiccSettlementListPage, SettlementListPage } from './settlement-list-page';
import { StatementPage } from './statement-page';
import { VatReportPage } from './vat-report-page';

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

/** The settlement routes under a router opened at `path`. */
function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/calculate/partnerSupplyEntrList" element={<SettlementListPage />} />
          <Route path="/calculate/partnerSupplyEntrKICCList" element={<KiccSettlementListPage />} />
          <Route path="/calculate/partnerPurveyanceList" element={<span>purveyance</span>} />
          <Route path="/calculate/statement/:settleYm" element={<StatementPage />} />
          <Route path="/calculate/partnerBillPublishList/:month?" element={<BillPublishListPage />} />
          <Route path="/calculate/partnerVatReport" element={<VatReportPage />} />
        </Routes>
      </Suspense>
      <Where />
    </MemoryRouter>,
    { user: sellerUser },
  );
}

const PDF_JOB = '00000000-0000-4000-8000-000000000001';
const listReply = { list: [], totalCnt: 0, months: [month()] };

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('settlement lists', () => {
  it('opens on the last 3 fixed months with the monthly summary and the statement link', async () => {
    const server = stubServer({ '/calculate/profile': profile(), '/calculate/partnerSupplyEntrList': listReply });
    renderAt('/calculate/partnerSupplyEntrList');
    await waitFor(() => expect(server.sent('/calculate/partnerSupplyEntrList')).toHaveLength(1));
    const url = server.sent('/calculate/partnerSupplyEntrList')[0]!;
    expect([url.searchParams.get('startYm'), url.searchParams.get('endYm')]).toEqual(['2026-08', '2026-10']);
    const row = await screen.findByTestId('month-row-2026-10');
    expect(row.textContent).toContain('89,000원');
    expect(row.textContent).toContain('2026-11-20');
    expect(screen.getByTestId('statement-link-2026-10').getAttribute('href')).toBe('/calculate/statement/2026-10');
  });

  it('sends a KICC seller to the card-provider list and a domestic one back', async () => {
    const server = stubServer({
      '/calculate/profile': profile({ kiccYn: 'Y', kinds: { domestic: false, kicc: true, taxPapers: true, openMarket: false, purveyance: false } }),
      '/calculate/partnerSupplyEntrKICCList': listReply,
    });
    renderAt('/calculate/partnerSupplyEntrList');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/calculate/partnerSupplyEntrKICCList'));
    await waitFor(() => expect(server.sent('/calculate/partnerSupplyEntrKICCList')).toHaveLength(1));
    expect(server.sent('/calculate/partnerSupplyEntrList')).toHaveLength(0);
    expect(await screen.findByText('카드결제')).toBeTruthy();
  });

  it('sends a domestic seller away from the card-provider list, and a global seller to the purchase-agency list', async () => {
    stubServer({ '/calculate/profile': profile(), '/calculate/partnerSupplyEntrList': listReply });
    renderAt('/calculate/partnerSupplyEntrKICCList');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/calculate/partnerSupplyEntrList'));
  });

  it('sends a global seller to the purchase-agency list', async () => {
    stubServer({
      '/calculate/profile': profile({ entrType: 'G', kinds: { domestic: false, kicc: false, taxPapers: false, openMarket: false, purveyance: true } }),
    });
    renderAt('/calculate/partnerSupplyEntrList');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/calculate/partnerPurveyanceList'));
  });
});

describe('statement', () => {
  it('shows the totals by kind and their equation with the payout; a kind filter asks for that kind', async () => {
    const server = stubServer({ '/calculate/profile': profile(), '/calculate/statement/2026-10': statement() });
    renderAt('/calculate/statement/2026-10');
    const equation = await screen.findByTestId('statement-equation');
    expect(equation.textContent).toBe('판매 88,000원 + 배송비 3,000원 − 조정 2,000원 = 89,000원 = 지급금액 ✓');
    expect(screen.getByTestId('statement-payoutAmt').textContent).toBe('89,000원');
    expect(screen.queryByTestId('statement-unbalanced')).toBeNull();
    expect(screen.getByTestId('statement-row-11').textContent).toContain('출고 지연 2영업일');
    fireEvent.click(screen.getByTestId('statement-kind-ADJUSTMENT'));
    await waitFor(() => expect(server.sent('/calculate/statement/2026-10').some((u) => u.searchParams.get('kind') === 'ADJUSTMENT')).toBe(true));
  });

  it('says so when the kinds do not add up to the payout', async () => {
    stubServer({ '/calculate/profile': profile(), '/calculate/statement/2026-10': statement(90000) });
    renderAt('/calculate/statement/2026-10');
    expect(await screen.findByTestId('statement-unbalanced')).toBeTruthy();
  });

  it('starts the PDF and the Excel as jobs', async () => {
    const server = stubServer({
      '/calculate/profile': profile(),
      '/calculate/statement/2026-10': statement(),
      '/calculate/statement/2026-10/pdf': { jobId: PDF_JOB },
      '/calculate/statement/2026-10/excel': { jobId: PDF_JOB },
      [`/job/${PDF_JOB}`]: {
        jobId: PDF_JOB,
        kind: 'settlement-statement-pdf',
        status: 'completed',
        progressDone: 3,
        progressTotal: 3,
        errorMessage: null,
        fileReady: true,
        fileNm: 'statement-2026-10.pdf',
      },
    });
    renderAt('/calculate/statement/2026-10');
    await screen.findByTestId('statement-equation');
    fireEvent.click(screen.getByTestId('statement-pdf'));
    fireEvent.click(screen.getByTestId('statement-excel'));
    await waitFor(() => expect(server.sent('/calculate/statement/2026-10/pdf', 'POST')).toHaveLength(1));
    expect((await screen.findAllByTestId('job-download')).length).toBeGreaterThan(0);
    await waitFor(() => expect(server.sent('/calculate/statement/2026-10/excel', 'POST')).toHaveLength(1));
  });

  it('prints the head and totals in the print area', async () => {
    stubServer({ '/calculate/profile': profile(), '/calculate/statement/2026-10': statement() });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt('/calculate/statement/2026-10');
    await screen.findByTestId('statement-equation');
    fireEvent.click(screen.getByTestId('statement-print'));
    const area = await screen.findByTestId('statement-print-area');
    expect(area.classList.contains('po-print-area')).toBe(true);
    expect(area.textContent).toContain('89,000원');
    expect(print).toHaveBeenCalled();
  });
});

describe('tax invoices and VAT', () => {
  it('opens a month’s invoice laid out with its approval number 8-8-8', async () => {
    stubServer({
      '/calculate/profile': profile(),
      '/calculate/partnerBillPublishList': { list: [invoice()], totalCnt: 1 },
      '/calculate/partnerBillPublish/2026-10': invoice(),
    });
    renderAt('/calculate/partnerBillPublishList/2026-10');
    expect((await screen.findByTestId('invoice-approval-no')).textContent).toBe('20261031-12345678-00000001');
    expect(screen.getByTestId('invoice-supplier').textContent).toContain('120-88-12345');
    expect(screen.getByTestId('invoice-receiver').textContent).toContain('테스트상사');
    expect(screen.getByTestId('invoice-total-amt').textContent).toBe('12,000');
    expect((await screen.findByTestId('bill-row-2026-10')).textContent).toContain('20261031-12345678-00000001');
  });

  it('lists the VAT months with a total row and the notice of when a month is out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
    const row = { saleAmt: 110000, taxableAmt: 110000, exemptAmt: 0, saleReportAmt: 100000, vatAmt: 10000, cardAmt: 110000, cashAmt: 0, otherAmt: 0 };
    const server = stubServer({ '/calculate/partnerVatReport': { list: [{ saleYm: '2026-10', ...row }], totalCnt: 1, total: row } });
    renderAt('/calculate/partnerVatReport');
    expect((await screen.findByTestId('vat-row-total')).textContent).toContain('110,000원');
    expect(screen.getByTestId('vat-notice').textContent).toContain('2026-10');
    const url = server.sent('/calculate/partnerVatReport')[0]!;
    expect([url.searchParams.get('startYm'), url.searchParams.get('endYm')]).toEqual(['2026-05', '2026-10']);
  });
});
