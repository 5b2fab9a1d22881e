import { InputNumber, type InputNumberProps } from 'antd';

/** Thousands separators in a won box ("3000" -> "3,000", "-5000" -> "-5,000"); the parser keeps the digits. */
export const formatWonInput = (value: number | string | undefined): string =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const parseWonInput = (text: string | undefined): number | string => {
  const digits = (text ?? '').replace(/[^0-9]/g, '');
  return digits === '' ? '' : Number(digits);
};
/** The same for a box that takes a discount too (an option's extra charge): a leading minus stays. */
export const parseSignedWonInput = (text: string | undefined): number | string => {
  const negative = /^\s*-/.test(text ?? '');
  const magnitude = parseWonInput(text);
  // A lone minus is kept while it is being typed, so the next digits land behind it.
  if (typeof magnitude !== 'number') return negative ? '-' : '';
  return negative ? -magnitude : magnitude;
};

/**
 * An amount in won: whole numbers with thousands separators. Deliberately no `max`: antd clamps to it
 * on blur, so 2,000,000 typed as a fee would silently become 1,000,000 and be saved. The contract's
 * limit refuses it with the spec's max-amount message instead (every business form copies this). `signed` boxes
 * (an option's extra charge, which may be a discount) keep a typed minus; the others read digits only.
 */
export function WonInput({
  signed = false,
  ...props
}: Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision' | 'max' | 'min'> & { signed?: boolean }) {
  return (
    <InputNumber<number>
      // A signed box has no floor either: its contract refuses what is out of bounds, with its message.
      min={signed ? undefined : 0}
      precision={0}
      step={100}
      formatter={formatWonInput}
      parser={(signed ? parseSignedWonInput : parseWonInput) as (text: string | undefined) => number}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
