import { InputNumber, type InputNumberProps } from 'antd';

/** Thousands separators in a won box ("3000" -> "3,000"); the parser keeps the digits. */
export const formatWonInput = (value: number | string | undefined): string =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const parseWonInput = (text: string | undefined): number | string => {
  const digits = (text ?? '').replace(/[^0-9]/g, '');
  return digits === '' ? '' : Number(digits);
};

/**
 * An amount in won: whole numbers with thousands separators. Deliberately no `max`: antd clamps to it
 * on blur, so 2,000,000 typed as a fee would silently become 1,000,000 and be saved. The contract's
 * limit refuses it with the spec's max-amount message instead (every business form copies this).
 */
export function WonInput(props: Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision' | 'max'>) {
  return (
    <InputNumber<number>
      min={0}
      precision={0}
      step={100}
      formatter={formatWonInput}
      parser={parseWonInput as (text: string | undefined) => number}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
