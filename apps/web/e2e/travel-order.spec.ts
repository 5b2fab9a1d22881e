import { fillWon, shown } from './support/antd';
import { expect, test } from './support/fixtures';
import { seoulDay } from './support/order-ops';
import { callMall, newOrdNo } from './support/orders';
import { bookStay, demoRoom, typeDay } from './support/travel';

test.describe('travel reservations and estimates (issue 17)', () => {
  test('the mall books a stay on a travel01 property; travel01 finds it waiting, confirms it, and the history has the move', async ({ asUser }) => {
    const page = await asUser('travel01');
    const stay = await bookStay(page, await demoRoom(page), 20);
    const key = `${stay.ordNo}-1`;

    await page.goto('/front/travelOrder/orderList');
    await shown(page, 'torder-search-ord-no').fill(stay.ordNo);
    await shown(page, 'torder-list-search').click();
    await expect(shown(page, `torder-status-${key}`)).toHaveText('예약대기');

    await shown(page, `torder-link-${key}`).click();
    await expect(page).toHaveURL(new RegExp(`/travelOrder/orderDetail/${stay.ordNo}$`));
    await expect(shown(page, `torder-detail-status-${key}`)).toHaveText('예약대기');
    await expect(shown(page, `torder-nights-${key}`)).toContainText(stay.checkInDt);
    await shown(page, `torder-line-${key}`).getByTestId('torder-action-confirm').click();
    await expect(shown(page, `torder-detail-status-${key}`)).toHaveText('예약확정');
    await expect(shown(page, 'torder-history').getByTestId('history-confirm-RSV_CONFIRM')).toBeVisible();
  });

  test('an estimate from request to paid: travel01 checks it, sets the dates, price and a limit before check-in, the mall pays', async ({ asUser }) => {
    const page = await asUser('travel01');
    const room = await demoRoom(page);
    const estmNo = newOrdNo();
    const requested = await callMall(page, 'POST', '/travel/estimates', {
      estmNo,
      prodCd: room.prodCd,
      estmProdTypeCd: 'GROUP',
      reqNm: '단체요청',
      reqMobile: '01012121212',
      personCnt: 8,
      reqCont: '워크숍 숙박',
      reqDt: new Date().toISOString(),
      rooms: [{ roomSeq: room.roomSeq, roomCnt: 2 }],
    });
    expect(requested.status).toBe(200);

    await page.goto(`/front/travelOrder/estimateDetail/${estmNo}`);
    await expect(shown(page, 'testm-detail-status')).toHaveText('견적요청');
    await shown(page, 'testm-action-check').click();
    await expect(shown(page, 'testm-detail-status')).toHaveText('견적확인');

    const checkIn = seoulDay(40);
    const dates = shown(page, 'testm-room-1').locator('.ant-picker-range input');
    await typeDay(dates.nth(0), checkIn);
    await typeDay(dates.nth(1), seoulDay(42));
    await shown(page, 'testm-rooms-save').click();
    await expect(dates.nth(0)).toHaveValue(checkIn);

    // A limit on the check-in day is refused first, in the form.
    await fillWon(page, 'testm-amt', 880000);
    const limit = shown(page, 'testm-payment-form').locator('.ant-picker input');
    await typeDay(limit, checkIn);
    await shown(page, 'testm-action-requestPayment').click();
    await expect(shown(page, 'testm-payment-form')).toContainText('결제 기한은 체크인 날짜 이전이어야 합니다.');
    await expect(shown(page, 'testm-detail-status')).toHaveText('견적확인');

    await typeDay(limit, seoulDay(30));
    await shown(page, 'testm-action-requestPayment').click();
    await expect(shown(page, 'testm-detail-status')).toHaveText('결제대기');

    expect((await callMall(page, 'POST', `/travel/estimates/${estmNo}/pay`)).status).toBe(200);
    await page.reload();
    await expect(shown(page, 'testm-detail-status')).toHaveText('결제완료');
  });
});
