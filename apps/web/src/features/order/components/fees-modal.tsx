import type { TClaimFeeRequest, TReturnRow } from '@po/contracts';
import { Checkbox, Form, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClaimRun } from './use-claim-run';

type FeeValues = Omit<TClaimFeeRequest, 'version' | 'giftCheckedYn' | 'returnFeePaidYn'> & { giftChecked?: boolean; feePaid?: boolean };

/**
 * The recovery complete popup: the fault party, the return fee and how the buyer pays it, the gift check, the
 * refund way (asked when points were used). What the completion's refusals (spec §8) wait for is set here.
 */
export function FeesModal({ row, onClose }: { row: TReturnRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeeValues>();
  const { run, pending } = useClaimRun();
  if (!row) return null;
  const initial: FeeValues = {
    ...(row.feeGubun ? { feeGubun: row.feeGubun } : {}),
    returnFee: row.returnFee,
    ...(row.returnFeePayCd ? { returnFeePayCd: row.returnFeePayCd } : {}),
    ...(row.refundWayCd ? { refundWayCd: row.refundWayCd } : {}),
    giftChecked: row.giftCheckedYn === 'Y',
    feePaid: row.returnFeePaidYn === 'Y',
  };
  const submit = async () => {
    const { giftChecked, feePaid, ...v } = form.getFieldsValue();
    const body = { ...v, giftCheckedYn: giftChecked ? 'Y' : 'N', returnFeePaidYn: feePaid ? 'Y' : 'N', version: row.version };
    if (await run(row.claimSq, 'fees', body)) onClose();
  };
  const radios = (set: string, values: readonly string[], testId: string) => (
    <Radio.Group data-testid={testId}>
      {values.map((v) => (
        <Radio key={v} value={v} data-testid={`${testId}-${v}`}>
          {t(`order.${set}.${v}` as never)}
        </Radio>
      ))}
    </Radio.Group>
  );
  return (
    <Modal
      open
      title={t('claim.action.fees')}
      okText={t('claim.action.save')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'claim-fees-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FeeValues> form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item name="feeGubun" label={t('claim.field.feeGubun')}>
          {radios('feeGubun', ['BUYER', 'SELLER'], 'claim-fees-fault')}
        </Form.Item>
        <Form.Item name="returnFee" label={t('claim.field.returnFee')}>
          <InputNumber min={0} max={1_000_000} step={500} style={{ width: 160 }} data-testid="claim-fees-fee" />
        </Form.Item>
        <Form.Item name="returnFeePayCd" label={t('claim.field.returnFeePayCd')}>
          {radios('returnFeePayCd', ['DEDUCT', 'SEPARATE'], 'claim-fees-pay')}
        </Form.Item>
        <Form.Item name="feePaid" valuePropName="checked">
          <Checkbox data-testid="claim-fees-paid">{t('claim.field.returnFeePaidYn')}</Checkbox>
        </Form.Item>
        {row.giftYn === 'Y' && (
          <Form.Item name="giftChecked" valuePropName="checked">
            <Checkbox data-testid="claim-fees-gift">{t('claim.field.giftCheckedYn')}</Checkbox>
          </Form.Item>
        )}
        {row.claimType === 'RETURN' && row.pointUsedYn === 'Y' && (
          <Form.Item name="refundWayCd" label={t('claim.field.refundWayCd')}>
            {radios('refundWayCd', ['ORIGINAL', 'POINT'], 'claim-fees-refund')}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
