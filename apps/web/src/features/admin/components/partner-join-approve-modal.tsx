import { ZPartnerJoinApproveRequest, type TPartnerJoinApproveRequest } from '@po/contracts';
import { Form, Input, InputNumber, Modal } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { approvePartnerJoin } from '../api/partner-join-review';

interface Props {
  applSeq: number | null;
  onClose: (approved: { supplyEntrCd: string } | null) => void;
}

/** Approving an application sets the seller's terms: the fee rate it confirms at first sign-in and its settlement day. */
export function PartnerJoinApproveModal({ applSeq, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPartnerJoinApproveRequest>();
  const [busy, setBusy] = useState(false);
  const failure = useFailureToast();

  const submit = async () => {
    if (applSeq === null) return;
    const body = checkWithSchema(form, ZPartnerJoinApproveRequest, form.getFieldsValue(true), t);
    if (!body) return;
    setBusy(true);
    try {
      onClose(await approvePartnerJoin(applSeq, body));
    } catch (e) {
      if (!showServerFieldErrors(form, e, t)) failure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={applSeq !== null}
      title={t('partnerJoin.approveTitle')}
      okText={t('partnerJoin.approve')}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'pj-approve-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <Paragraph type="secondary">{t('partnerJoin.approveTerms')}</Paragraph>
      <Form<TPartnerJoinApproveRequest> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: object) => clearChangedErrors(form, c)}>
        <Form.Item name="sellFeeRate" label={t('partnerJoin.sellFeeRate')} required>
          <Input inputMode="decimal" suffix="%" autoComplete="off" style={{ maxWidth: 160 }} data-testid="pj-approve-fee-rate" />
        </Form.Item>
        <Form.Item name="settleDay" label={t('partnerJoin.settleDay')} required>
          <InputNumber min={1} max={31} precision={0} style={{ width: 120 }} data-testid="pj-approve-settle-day" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
