import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { DateRangeShortcuts } from './date-range-shortcuts';
import type { TDateRange } from './date-shortcuts';
import { dayjs, SEOUL_TZ } from './seoul';

const today = dayjs.tz('2024-05-15', SEOUL_TZ);

describe('DateRangeShortcuts', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('sets the range of a shortcut and marks the active one', () => {
    const onChange = vi.fn<(range: TDateRange) => void>();
    render(
      <I18nextProvider i18n={i18n}>
        <DateRangeShortcuts value={[today.subtract(1, 'month'), today]} onChange={onChange} today={today} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: '1개월' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '1주일' }));
    const range = onChange.mock.calls[0]?.[0];
    expect(range?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2024-05-08', '2024-05-15']);
    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    expect(onChange.mock.calls[1]?.[0]).toBeNull();
  });
});
