import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWonInput, parseWonInput } from '../model/policy-form';

/** An amount in won: whole numbers with thousands separators and a won suffix. */
export function WonInput({ max, ...rest }: Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision'> & { max: number }) {
  const { t } = useTranslation();
  return (
    <InputNumber<number>
      min={0}
      max={max}
      precision={0}
      step={500}
      formatter={formatWonInput}
      parser={parseWonInput as (text: string | undefined) => number}
      suffix={t('dlcst.form.won')}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}
