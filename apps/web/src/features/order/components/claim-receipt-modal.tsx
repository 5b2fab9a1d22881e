import { CLAIM_REASONS, CODE_GROUPS, type TClaimReasonCd, type TClaimType } from '@po/contracts';
import { Checkbox, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useExchangeOptions } from '../api/exchange-options';
import { useReceiveClaims } from '../api/receive-claims';
import type { ClaimableLine } from './line-claim-actions';

interface ReceiptValues {
  qty: number;
  reasonCd: TClaimReasonCd;
  reqReason?: string;
  exchangeProdOptionCd?: string;
  giftYn?: boolean;
  refundBankCd?: string;
  refundAccountNm?: string;
  refundAccountNo?: string;
}

/** The exchange's choices: the product's other options on sale with stock (read from the product). */
function ExchangeOptions({ line }: { line: ClaimableLine }) {
  const { t } = useTranslation();
  const product = useExchangeOptions(line.prodCd);
  const options = (product.data ?? []).filter(
    (o) => o.saleAbleYn === 'Y' && o.stockQty > 0 && !(o.optionValue1 === line.optionValue1 && o.optionValue2 === line.optionValue2),
  );
  return (
    <Form.Item name="exchangeProdOptionCd" label={t('claim.field.exchangeOption')} rules={[{ required: true, message: t('claim.msg.optionRequired') }]}>
      <Select
        loading={product.isPending}
        options={options.map((o) => ({ value: o.prodOptionCd, label: `${[o.optionValue1, o.optionValue2].filter(Boolean).join(' / ')} (${o.stockQty})` }))}
        data-testid="claim-receipt-option"
      />
    </Form.Item>
  );
}

/** The cancel / return / exchange receipt popup of one line (spec §2, §5): quantity, reason, option, refund account. */
export function ClaimReceiptModal({
  line,
  claimType,
  onClose,
  onDone,
}: {
  line: ClaimableLine;
  claimType: TClaimType;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const [form] = Form.useForm<ReceiptValues>();
  const banks = useCodeList(CODE_GROUPS.bank);
  const receive = useReceiveClaims();
  const submit = async () => {
    const v = await form.validateFields();
    const account = v.refundBankCd || v.refundAccountNm || v.refundAccountNo;
    try {
      await receive.mutateAsync({
        claimType,
        reasonCd: v.reasonCd,
        reqReason: v.reqReason ?? '',
        giftYn: v.giftYn ? 'Y' : 'N',
        lines: [
          { ordNo: line.ordNo, ordDtlSq: line.ordDtlSq, qty: v.qty, ...(v.exchangeProdOptionCd ? { exchangeProdOptionCd: v.exchangeProdOptionCd } : {}) },
        ],
        ...(account
          ? { refundAccount: { refundBankCd: v.refundBankCd ?? '', refundAccountNm: v.refundAccountNm ?? '', refundAccountNo: v.refundAccountNo ?? '' } }
          : {}),
      });
      void message.success(t('claim.done.received'));
      onDone();
      onClose();
    } catch (error) {
      toastFailure(error);
    }
  };
  return (
    <Modal
      open
      title={t(`claim.action.${claimType === 'CANCEL' ? 'cancel' : claimType === 'RETURN' ? 'return' : 'exchange'}`)}
      okText={t('claim.action.receive')}
      okButtonProps={{ loading: receive.isPending, ...({ 'data-testid': 'claim-receipt-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReceiptValues> form={form} layout="vertical" initialValues={{ qty: 1, reasonCd: '01' }} preserve={false}>
        <Form.Item
          name="qty"
          label={t('claim.field.qty')}
          extra={t('claim.popup.qtyOf', { qty: line.claimableQty })}
          rules={[{ required: true, message: t('claim.msg.qtyRequired') }]}
        >
          <InputNumber min={1} max={line.claimableQty} precision={0} data-testid="claim-receipt-qty" />
        </Form.Item>
        {claimType === 'EXCHANGE' && <ExchangeOptions line={line} />}
        <Form.Item name="reasonCd" label={t('claim.field.reason')} required>
          <Select options={CLAIM_REASONS.map((r) => ({ value: r, label: t(`order.reasonCd.${r}`) }))} data-testid="claim-receipt-reason" />
        </Form.Item>
        <Form.Item name="reqReason" label={t('claim.field.reqReason')}>
          <Input.TextArea rows={2} maxLength={300} showCount data-testid="claim-receipt-text" />
        </Form.Item>
        {claimType !== 'CANCEL' && (
          <Form.Item name="giftYn" valuePropName="checked">
            <Checkbox data-testid="claim-receipt-gift">{t('claim.field.gift')}</Checkbox>
          </Form.Item>
        )}
        {claimType !== 'EXCHANGE' && (
          <>
            <Typography.Text strong>{t('claim.field.refundAccount')}</Typography.Text>
            <Typography.Paragraph type="secondary">{t('claim.popup.accountHint')}</Typography.Paragraph>
            <Form.Item name="refundBankCd" label={t('claim.field.refundBankCd')}>
              <Select
                allowClear
                loading={banks.isPending}
                options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.codeNm }))}
                data-testid="claim-receipt-bank"
              />
            </Form.Item>
            <Form.Item name="refundAccountNm" label={t('claim.field.refundAccountNm')}>
              <Input maxLength={50} data-testid="claim-receipt-holder" />
            </Form.Item>
            <Form.Item
              name="refundAccountNo"
              label={t('claim.field.refundAccountNo')}
              rules={[{ pattern: /^\d{8,20}$/, message: t('claim.msg.refundAccountNo') }]}
            >
              <Input maxLength={20} inputMode="numeric" data-testid="claim-receipt-account" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
