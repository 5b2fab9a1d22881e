import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clearRoomDates, firstCheckIn, paymentRuleError, toRoomsRequest } from './estimate-form';

const rooms = [{ checkInDt: '2027-03-10' }, { checkInDt: '2027-03-08' }];

describe('the estimate form rules (business-area §5)', () => {
  it('reads the first check-in of the rooms, none while a room has no dates', () => {
    expect(firstCheckIn(rooms)).toBe('2027-03-08');
    expect(firstCheckIn([...rooms, { checkInDt: null }])).toBeNull();
  });

  it('wants the payment limit date before the first check-in', () => {
    expect(paymentRuleError('2027-03-07', rooms)).toBeNull();
    expect(paymentRuleError('2027-03-08', rooms)).toEqual({ name: ['payLimitDt'], messageKey: 'travelOrder.msg.payLimitBeforeCheckIn' });
    expect(paymentRuleError('2027-03-09', rooms)?.messageKey).toBe('travelOrder.msg.payLimitBeforeCheckIn');
    expect(paymentRuleError('2027-03-01', [{ checkInDt: null }])?.messageKey).toBe('travelOrder.msg.roomDatesRequired');
  });

  it('clears every room’s dates on a type change and sends cleared rooms as nulls', () => {
    const form = [
      { estmRoomSeq: 1, roomNm: 'Deluxe', roomCnt: 2, stay: [dayjs('2027-03-08'), dayjs('2027-03-10')] as [dayjs.Dayjs, dayjs.Dayjs] },
      { estmRoomSeq: 2, roomNm: 'Suite', roomCnt: 1, stay: null },
    ];
    expect(toRoomsRequest({ rooms: form }, 3)).toEqual({
      version: 3,
      rooms: [
        { estmRoomSeq: 1, checkInDt: '2027-03-08', checkOutDt: '2027-03-10' },
        { estmRoomSeq: 2, checkInDt: null, checkOutDt: null },
      ],
    });
    expect(clearRoomDates(form).map((r) => r.stay)).toEqual([null, null]);
  });
});
