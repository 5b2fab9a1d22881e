import { theme } from 'antd';
import { formatNumber } from '@/shared/format/money';

/** The grid's blue-text number cell (spec §3), grouped by thousands. */
export function BlueNumber({ value, testId }: { value: number; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorInfoText }} data-testid={testId}>
      {formatNumber(value)}
    </span>
  );
}
