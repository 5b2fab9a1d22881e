import { DELIVERY_CODE_GROUPS, type TReturnRow } from '@po/contracts';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import { useClaimRun } from './use-claim-run';

interface CollectValues {
  rdeliveryEntrCd?: string;
  rinvoiceNo?: string;
}

/** The pickup of a received return or exchange: the carrier and invoice, or empty to ask goods-flow. */
export function CollectModal({ row, onClose }: { row: TReturnRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CollectValues>();
  const carriers = useCodeList(DELIVERY_CODE_GROUPS.carrier);
  const { run, pending } = useClaimRun();
  const submit = async () => {
    if (!row) return;
    const v = form.getFieldsValue();
    const body = v.rinvoiceNo || v.rdeliveryEntrCd ? { rdeliveryEntrCd: v.rdeliveryEntrCd, rinvoiceNo: v.rinvoiceNo?.trim() } : {};
    if (await run(row.claimSq, 'collect', { ...body, version: row.version })) onClose();
  };
  return (
    <Modal
      open={row !== null}
      title={t('claim.action.collect')}
      okText={t('claim.action.save')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'claim-collect-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CollectValues> form={form} layout="vertical" preserve={false}>
        <Form.Item name="rdeliveryEntrCd" label={t('claim.field.rdeliveryEntrCd')}>
          <Select
            allowClear
            loading={carriers.isPending}
            options={(carriers.data ?? []).map((c) => ({ value: c.code, label: c.codeNm }))}
            data-testid="claim-collect-carrier"
          />
        </Form.Item>
        <Form.Item name="rinvoiceNo" label={t('claim.field.rinvoiceNo')}>
          <Input maxLength={30} data-testid="claim-collect-invoice" />
        </Form.Item>
        <Typography.Text type="secondary">{t('claim.popup.autoCollect')}</Typography.Text>
      </Form>
    </Modal>
  );
}
