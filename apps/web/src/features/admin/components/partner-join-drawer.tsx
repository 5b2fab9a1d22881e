import { useQueryClient } from '@tanstack/react-query';
import { PARTNER_JOIN_LIMITS, PARTNER_JOIN_STATUS, ZPartnerJoinRejectRequest, type TPartnerJoinDetailReply } from '@po/contracts';
import { Button, Descriptions, Drawer, Flex, Form, Input, Modal, Spin, Tag } from 'antd';
import { Text, TextLink, Title } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { formatDateTime } from '@/shared/format/date';
import { QueryFailed } from '@/shared/ui/query-failed';
import { closePartnerJoin, PARTNER_JOIN_KEY, partnerJoinFileHref, rejectPartnerJoin, usePartnerJoin } from '../api/partner-join-review';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';
import { PartnerJoinApproveModal } from './partner-join-approve-modal';

const FIELDS: (keyof TPartnerJoinDetailReply)[] = [
  'entrStsNm',
  'bizGbText',
  'bizNoText',
  'supplyEntrNm',
  'ownerNm',
  'entrType',
  'bizKind',
  'bizType',
  'bizCountryNm',
  'bizCityNm',
  'bizZipNo',
  'bizFixAddr',
  'bizDtlAddr',
  'phone',
  'fax',
  'homeUrl',
  'chgNm',
  'chgHphone',
  'chgEmail',
  'csOperatorNm',
  'csOperatorPhone',
  'csOperatorEmail',
  'sacOperatorNm',
  'sacOperatorPhone',
  'sacOperatorEmail',
  'bankCd',
  'bankNm',
  'accountNm',
  'accountNo',
  'bankEnAddr',
  'swiftCd',
  'countryCd',
  'mdNm',
  'deptNm',
  'mgrId',
  'agreeYn',
  'agreeGenuineYn',
  'pymagrmConfirmYn',
  'ntceYn',
  'regDt',
  'decidedDt',
  'decidedBy',
  'supplyEntrCd',
  'rejectReason',
];
const DATES = new Set<keyof TPartnerJoinDetailReply>(['regDt', 'decidedDt']);

/** One application with every field and its files; approve, reject (with a reason) or close while it is applied. */
export function PartnerJoinDrawer({ applSeq, onClose }: { applSeq: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const failure = useFailureToast();
  const client = useQueryClient();
  const detail = usePartnerJoin(applSeq);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ rejectReason: string }>();
  const d = detail.data;
  const pending = d?.entrStsCd === PARTNER_JOIN_STATUS.applied;

  const refresh = () => client.invalidateQueries({ queryKey: PARTNER_JOIN_KEY });

  const approved = async (reply: { supplyEntrCd: string } | null) => {
    setApproving(false);
    if (!reply) return;
    await refresh();
    modal.success({ content: t('partnerJoin.approved', { supplyEntrCd: reply.supplyEntrCd }), okButtonProps: { 'data-testid': 'pj-approved-ok' } });
  };

  const close = () => {
    if (applSeq === null) return;
    modal.confirm({
      content: t('partnerJoin.confirmClose'),
      okButtonProps: { 'data-testid': 'pj-close-ok' },
      onOk: async () => {
        try {
          await closePartnerJoin(applSeq);
          await refresh();
          void message.success(t('partnerJoin.closed'));
        } catch (e) {
          failure(e);
        }
      },
    });
  };

  const reject = async () => {
    if (applSeq === null) return;
    const body = checkWithSchema(form, ZPartnerJoinRejectRequest, form.getFieldsValue(true), t);
    if (!body) return;
    setBusy(true);
    try {
      await rejectPartnerJoin(applSeq, body.rejectReason);
      await refresh();
      setRejecting(false);
      void message.success(t('partnerJoin.rejected'));
    } catch (e) {
      if (!showServerFieldErrors(form, e, t)) failure(e);
    } finally {
      setBusy(false);
    }
  };

  const value = (k: keyof TPartnerJoinDetailReply) => {
    const v = d?.[k];
    if (v === null || v === undefined || v === '') return '—';
    if (DATES.has(k) && typeof v === 'string') return formatDateTime(v);
    // Codes are shown by their names, not as the letters the application stores.
    if (k === 'entrType' && typeof v === 'string') return t(runtimeKey(`partner.entrType.${v}`));
    if (k.endsWith('Yn') && (v === 'Y' || v === 'N')) return t(`partnerJoin.yn.${v}`);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '—';
  };

  return (
    <Drawer
      open={applSeq !== null}
      onClose={onClose}
      size={720}
      title={d ? `${d.supplyEntrNm} (${d.mgrId})` : t('menu.admin.partnerApplicationList')}
      extra={
        pending && (
          <Flex gap={8}>
            <Button onClick={close} data-testid="pj-close">
              {t('partnerJoin.close')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} data-testid="pj-reject">
              {t('partnerJoin.reject')}
            </Button>
            <Button type="primary" onClick={() => setApproving(true)} data-testid="pj-approve">
              {t('partnerJoin.approve')}
            </Button>
          </Flex>
        )
      }
      data-testid="pj-drawer"
    >
      {detail.error ? (
        <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !d ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={1} bordered data-testid="pj-detail">
            {FIELDS.map((k) => (
              <Descriptions.Item key={k} label={t(runtimeKey(`partnerJoin.field.${k}`))}>
                <span data-testid={`pj-field-${k}`}>{value(k)}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Title level={5} style={{ marginTop: 16 }}>
            {t('partnerJoin.files')}
          </Title>
          <Flex vertical gap={4} data-testid="pj-files">
            {d.files.length === 0 && <Text type="secondary">—</Text>}
            {d.files.map((f) => (
              <TextLink key={f.fileSeq} href={partnerJoinFileHref(d.applSeq, f.fileSeq)} data-testid={`pj-file-${f.fileSeq}`}>
                <Tag>{t(`partner.file.${f.fileKind}`, { defaultValue: f.fileKind })}</Tag>
                {f.fileNm} ({Math.ceil(f.fileSize / 1024)} KB)
              </TextLink>
            ))}
          </Flex>
        </>
      )}
      <PartnerJoinApproveModal applSeq={approving ? applSeq : null} onClose={(reply) => void approved(reply)} />
      <Modal
        open={rejecting}
        title={t('partnerJoin.rejectTitle')}
        okText={t('partnerJoin.reject')}
        okButtonProps={{ danger: true, loading: busy, ...({ 'data-testid': 'pj-reject-ok' } as object) }}
        onOk={() => void reject()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} onValuesChange={(c: object) => clearChangedErrors(form, c)}>
          <Form.Item name="rejectReason" label={t('partnerJoin.rejectReason')} required>
            <Input.TextArea rows={4} maxLength={PARTNER_JOIN_LIMITS.rejectReasonMax} showCount data-testid="pj-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
