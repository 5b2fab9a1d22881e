import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS, matchShortcut, shortcutRange, type TDateRange, type TDateShortcut } from './date-shortcuts';
import { DateRangePicker } from './range-picker';
import { seoulToday, type Dayjs } from './seoul';

export interface DateRangeShortcutsProps {
  value: TDateRange;
  onChange: (range: TDateRange) => void;
  /** Which buttons to show; all of them by default. */
  shortcuts?: readonly TDateShortcut[];
  /** Injected for tests; Seoul's today otherwise. */
  today?: Dayjs;
  disabled?: boolean;
}

/** A range picker followed by the standard shortcut buttons (yesterday ... 6 months, all). */
export function DateRangeShortcuts({ value, onChange, shortcuts = DATE_SHORTCUTS, today, disabled }: DateRangeShortcutsProps) {
  const { t } = useTranslation();
  const day = today ?? seoulToday();
  const active = matchShortcut(value, day);
  return (
    <Space wrap size={4}>
      <DateRangePicker value={value} disabled={disabled} allowClear onChange={(range) => onChange(range?.[0] && range[1] ? [range[0], range[1]] : null)} />
      {shortcuts.map((s) => (
        <Button
          key={s}
          size="small"
          type={active === s ? 'primary' : 'default'}
          disabled={disabled}
          aria-pressed={active === s}
          onClick={() => onChange(shortcutRange(s, day))}
        >
          {t(`common.dateShortcut.${s}`)}
        </Button>
      ))}
    </Space>
  );
}
