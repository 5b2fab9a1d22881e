import { QNA_LIMITS, RSPN_DIVISIONS, ZSupplyCsCreateRequest } from '@po/contracts';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { useOpenSupplyCs } from '../api/supply-cs';

interface Values {
  supplyEntrCd?: string;
  ordNo?: string;
  inqrCont?: string;
  urgent?: boolean;
  rspnDivCd?: string;
  clsnFixDt?: string;
}

/** The operator's new CS inquiry: the seller (by code, as the other operator forms take it), contents, urgency, kind, due day. */
export function CsOpenModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useOpenSupplyCs();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZSupplyCsCreateRequest,
    toBody: (v: Values) => ({
      supplyEntrCd: v.supplyEntrCd ?? '',
      ordNo: v.ordNo || undefined,
      inqrCont: v.inqrCont ?? '',
      ugntYn: v.urgent ? 'Y' : 'N',
      rspnDivCd: v.rspnDivCd,
      clsnFixDt: v.clsnFixDt || undefined,
    }),
    send: async (body) => {
      await create.mutateAsync(body);
      void message.success(t('qnaAdmin.msg.created'));
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('qnaAdmin.form.title')}
      okText={t('qnaAdmin.form.save')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'cs-open-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        preserve={false}
        initialValues={{ rspnDivCd: 'ANSWER' }}
        onValuesChange={(c: Values) => clearChangedErrors(form, c)}
      >
        <Form.Item name="supplyEntrCd" label={t('qnaAdmin.field.supplyEntrCd')} required>
          <Input maxLength={20} placeholder={t('qnaAdmin.list.sellerPlaceholder')} data-testid="cs-open-seller" />
        </Form.Item>
        <Form.Item name="ordNo" label={t('qna.field.ordNo')}>
          <Input maxLength={30} data-testid="cs-open-ord-no" />
        </Form.Item>
        <Form.Item name="inqrCont" label={t('qna.field.inqrCont')} required>
          <Input.TextArea rows={5} maxLength={QNA_LIMITS.inqrContMax} showCount data-testid="cs-open-contents" />
        </Form.Item>
        <Form.Item name="rspnDivCd" label={t('qna.field.rspnDivCd')} required>
          <Select options={RSPN_DIVISIONS.map((d) => ({ value: d, label: t(`qna.rspnDiv.${d}`) }))} data-testid="cs-open-kind" />
        </Form.Item>
        <Form.Item name="urgent" valuePropName="checked">
          <Checkbox data-testid="cs-open-urgent">{t('qna.list.urgent')}</Checkbox>
        </Form.Item>
        <Form.Item name="clsnFixDt" label={t('qna.field.clsnFixDt')} required>
          <Input type="date" style={{ width: 200 }} data-testid="cs-open-due" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
