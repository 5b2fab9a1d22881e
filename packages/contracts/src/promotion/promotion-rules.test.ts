import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedActions, findTransition } from '../common/state-machine.ts';
import { PROM_DC_TYPES, promotionUnitDiscount, promStateOn, PROM_REQ_STATES } from './promotion-codes.ts';
import { PROMOTION_AGREEMENT_MACHINE as m } from './promotion-states.ts';

describe('promotionUnitDiscount', () => {
  it('takes RATE percent floored, AMOUNT won, PRICE the difference to its price', () => {
    expect(promotionUnitDiscount({ dcTypeCd: 'RATE', dcValue: 15 }, 329_000)).toBe(49_350);
    expect(promotionUnitDiscount({ dcTypeCd: 'RATE', dcValue: 33 }, 999)).toBe(329);
    expect(promotionUnitDiscount({ dcTypeCd: 'AMOUNT', dcValue: 5_000 }, 329_000)).toBe(5_000);
    expect(promotionUnitDiscount({ dcTypeCd: 'PRICE', dcValue: 0, promPrice: 200_000 }, 329_000)).toBe(129_000);
    // A price change after the promotion was made: never below 0 nor above the price.
    expect(promotionUnitDiscount({ dcTypeCd: 'PRICE', dcValue: 0, promPrice: 400_000 }, 329_000)).toBe(0);
    expect(promotionUnitDiscount({ dcTypeCd: 'AMOUNT', dcValue: 500_000 }, 329_000)).toBe(329_000);
  });

  it('is an integer from 0 to the price, for any kind, value and price (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROM_DC_TYPES),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: null }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (dcTypeCd, dcValue, promPrice, prodPrice) => {
          const rate = dcTypeCd === 'RATE' ? dcValue % 91 : dcValue;
          const off = promotionUnitDiscount({ dcTypeCd, dcValue: rate, promPrice }, prodPrice);
          expect(Number.isInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(prodPrice);
          if (dcTypeCd === 'RATE') expect(off).toBe(Math.floor((prodPrice * rate) / 100));
          if (dcTypeCd === 'PRICE' && promPrice !== null && promPrice <= prodPrice) expect(prodPrice - off).toBe(promPrice);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('promStateOn', () => {
  const p = { reqStartDt: '2026-11-20', reqEndDt: '2026-11-22', progStartDt: '2026-11-25', progEndDt: '2026-11-30', cancelYn: 'N' as const };
  it('reads the stage from the dates, both ends of each period included', () => {
    const at = (day: string) => promStateOn(p, day);
    expect([at('2026-11-19'), at('2026-11-20'), at('2026-11-22'), at('2026-11-23'), at('2026-11-25'), at('2026-11-30'), at('2026-12-01')]).toEqual([
      'READY',
      'REQUEST',
      'REQUEST',
      'WAITING',
      'RUNNING',
      'RUNNING',
      'ENDED',
    ]);
    expect(promStateOn({ ...p, cancelYn: 'Y' }, '2026-11-26')).toBe('CANCELLED');
  });
});

describe('PROMOTION_AGREEMENT_MACHINE', () => {
  it('lets the seller agree or reject from any state (it may change its mind during the request period)', () => {
    for (const s of PROM_REQ_STATES) expect(allowedActions(m, s, 'seller')).toEqual(['agree', 'reject']);
    for (const s of PROM_REQ_STATES) {
      expect(findTransition(m, s, 'agree')?.to).toBe('AGREE');
      expect(findTransition(m, s, 'reject')?.to).toBe('REJECT');
    }
  });

  it('never leads back to PREPARE', () => {
    expect(m.transitions.some((t) => t.to === 'PREPARE')).toBe(false);
  });
});
