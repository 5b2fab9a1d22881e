import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReservationActions, type ReservationRef } from './reservation-actions';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
const line = (over: Partial<ReservationRef>): ReservationRef => ({ ordNo: 'TR20270101A', ordDtlSq: 1, rsvStsCd: 'RSV_WAIT', version: 1, ...over });
const enabled = (action: string) => !screen.getByTestId<HTMLButtonElement>(`torder-action-${action}`).disabled;

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['travelOrder']);
});
afterEach(() => vi.unstubAllGlobals());

describe('reservation moves (TRAVEL_ORDER_MACHINE, business-area §4)', () => {
  it('enables confirm and cancel request from wait only', () => {
    renderWithProviders(<ReservationActions lines={[line({})]} />);
    expect(['confirm', 'cancelRequest', 'cancel', 'purchaseConfirm', 'complete'].filter(enabled)).toEqual(['confirm', 'cancelRequest']);
  });

  it('enables purchase confirm and cancel request from confirmed, and nothing the lines do not all allow', () => {
    const { unmount } = renderWithProviders(<ReservationActions lines={[line({ rsvStsCd: 'RSV_CONFIRM' })]} />);
    expect(['confirm', 'cancelRequest', 'cancel', 'purchaseConfirm', 'complete'].filter(enabled)).toEqual(['cancelRequest', 'purchaseConfirm']);
    unmount();
    renderWithProviders(<ReservationActions lines={[line({}), line({ ordDtlSq: 2, rsvStsCd: 'RSV_CONFIRM' })]} />);
    expect(['confirm', 'cancelRequest', 'cancel', 'purchaseConfirm', 'complete'].filter(enabled)).toEqual(['cancelRequest']);
  });

  it('asks a reason for a cancel request and sends it with the lines and their versions', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      json({ ok: [{ ordNo: 'TR20270101A', ordDtlSq: 1, rsvStsCd: 'CANCEL_REQUEST', version: 2 }], failed: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderWithProviders(<ReservationActions lines={[line({ version: 4 })]} onDone={onDone} />);
    fireEvent.click(screen.getByTestId('torder-action-cancelRequest'));
    fireEvent.change(await screen.findByTestId('torder-reason-text'), { target: { value: '고객 요청' } });
    fireEvent.click(screen.getByTestId('torder-reason-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/travelOrder/lines/status');
    expect(JSON.parse(init!.body as string)).toEqual({
      action: 'cancelRequest',
      lines: [{ ordNo: 'TR20270101A', ordDtlSq: 1, version: 4 }],
      reason: '고객 요청',
    });
  });

  it('offers the change back to wait and shows the server’s refusal', async () => {
    const refusal = i18n.t('travelOrder.msg.toWaitRefused');
    vi.stubGlobal('fetch', () =>
      json({ ok: [], failed: [{ ordNo: 'TR20270101A', ordDtlSq: 1, messageKey: 'travelOrder.msg.toWaitRefused', message: refusal }] }),
    );
    renderWithProviders(<ReservationActions lines={[line({ rsvStsCd: 'RSV_CONFIRM' })]} withToWait />);
    fireEvent.click(screen.getByTestId('torder-action-toWait'));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
  });
});
