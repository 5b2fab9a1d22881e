import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoOrderTime, DEMO_ORDER_DAYS, fitsShowcase, planLineLife, SHOWCASES, showcaseLife } from './demo-order-plan.ts';
import { seededRandom } from './seeded-random.ts';

const NOW = new Date('2026-11-20T01:00:00Z');
const DAY = 86_400_000;
const times = (steps: { at: Date }[]) => steps.map((s) => s.at.getTime());

describe('demo order plan', () => {
  it('dates orders within six months before now, more of them recent', () => {
    const r = seededRandom('times');
    const ages = Array.from({ length: 2000 }, () => (NOW.getTime() - demoOrderTime(r, NOW).getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(DEMO_ORDER_DAYS + 1);
    const lastMonth = ages.filter((a) => a < 30).length;
    const firstMonth = ages.filter((a) => a > DEMO_ORDER_DAYS - 30).length;
    expect(lastMonth).toBeGreaterThan(firstMonth * 2);
  });

  it('plans each line life in order of time, after its payment, moving only forward', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 180 }), (seed, qty, age) => {
        const paidAt = new Date(NOW.getTime() - age * DAY);
        const steps = planLineLife(seededRandom(seed), { paidAt, qty, expectDay: '2026-06-01', serial: 1 });
        const t = times(steps);
        expect(t).toEqual([...t].sort((a, b) => a - b));
        expect(t[0]).toBeGreaterThanOrEqual(paidAt.getTime());
        // A line is prepared at most once, and a claim only follows a delivery.
        expect(steps.filter((s) => s.kind === 'prepare').length).toBeLessThanOrEqual(1);
        const claimAt = steps.findIndex((s) => s.kind === 'claim');
        if (claimAt >= 0) expect(steps.slice(0, claimAt).some((s) => s.kind === 'deliver')).toBe(true);
      }),
      // A cancel request withdrawn after two days once put the delay mark before the withdrawal.
      { examples: [['P#K', 1, 0]] },
    );
  });

  it('brings every showcase line to its state before now, never earlier than its payment', () => {
    for (const kind of SHOWCASES) {
      const paidAt = new Date(NOW.getTime() - (kind === 'cancelRequested' ? 0.5 : kind === 'delay72' ? 3 : 8) * DAY);
      const expectDay = '2026-11-14';
      expect(fitsShowcase(kind, paidAt, expectDay, NOW), kind).toBe(true);
      const t = times(showcaseLife(kind, { paidAt, expectDay, now: NOW, serial: 1, r: seededRandom(kind) }));
      expect(t).toEqual([...t].sort((a, b) => a - b));
      expect(Math.min(...t)).toBeGreaterThanOrEqual(paidAt.getTime());
      expect(Math.max(...t)).toBeLessThan(NOW.getTime());
    }
  });
});
