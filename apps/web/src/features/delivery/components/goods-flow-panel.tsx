import { FARE_TYPES, GOODS_FLOW_LIMITS, NAME_LIMITS, ZGoodsFlowSaveRequest, type TDeliveryLocDetailReply, type TGoodsFlowDetailReply } from '@po/contracts';
import { Alert, Button, Col, Flex, Form, Input, Radio, Row } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { useSingleFlight } from '@/shared/form/single-flight';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useGoodsFlow } from '../api/goods-flow';
import { useGoodsFlowAction, type GoodsFlowAction } from '../api/goods-flow-actions';
import { contractNameOf, EMPTY_CONTRACT, goodsFlowButtons, toContractBody, toContractFormValues, type GoodsFlowFormValues } from '../model/goods-flow-form';
import { FareTable } from './fare-table';
import { GoodsFlowStatusTag } from './goods-flow-status-tag';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

function StatusNotice({ contract }: { contract: TGoodsFlowDetailReply | null }) {
  const { t } = useTranslation();
  if (!contract) return <Alert type="info" showIcon title={t('goodsFlow.notice.none')} />;
  switch (contract.gfStsCd) {
    case 'REGISTERED':
      return <Alert type="info" showIcon title={t('goodsFlow.notice.registered')} />;
    case 'REQUESTED':
      return (
        <Alert
          type="warning"
          showIcon
          title={t('goodsFlow.notice.requested', { date: formatDateTime(contract.requestDt) })}
          data-testid="gf-notice-requested"
        />
      );
    case 'APPROVED':
      return (
        <Alert
          type="success"
          showIcon
          title={t('goodsFlow.notice.approved', { date: formatDateTime(contract.decisionDt) })}
          description={contract.verifiedResultMsg ?? undefined}
          data-testid="gf-notice-approved"
        />
      );
    case 'REJECTED':
      return (
        <Alert
          type="error"
          showIcon
          title={t('goodsFlow.notice.rejected', { date: formatDateTime(contract.decisionDt) })}
          description={
            <>
              <div data-testid="gf-reject-reason">{t('goodsFlow.notice.reason', { reason: contract.rejectReason ?? '—' })}</div>
              {contract.renewDt && <div>{t('goodsFlow.notice.renewDt', { date: formatDate(contract.renewDt) })}</div>}
            </>
          }
          data-testid="gf-notice-rejected"
        />
      );
  }
}

/**
 * The site's goods-flow (automatic return pickup) contract: the form, its status and the buttons the
 * status allows (spec business §4, §5). Nothing changes while it awaits approval; editing an approved
 * contract sends it back for approval.
 */
export function GoodsFlowPanel({ site }: { site: TDeliveryLocDetailReply }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<GoodsFlowFormValues>();
  const query = useGoodsFlow(site.deliveryLocCd);
  const action = useGoodsFlowAction(site.deliveryLocCd);
  const toastFailure = useFailureToast();
  const once = useSingleFlight();
  const contract = query.data ?? null;
  const buttons = goodsFlowButtons(contract?.gfStsCd ?? null);
  const initial = useMemo(() => (contract ? toContractFormValues(contract) : EMPTY_CONTRACT), [contract]);
  const watched = Form.useWatch([], form) as GoodsFlowFormValues | undefined;
  const dirty = !!watched && JSON.stringify(toContractBody(watched)) !== JSON.stringify(toContractBody(initial));

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  const perform = (a: GoodsFlowAction, doneKey: string) =>
    once(async () => {
      try {
        await action.mutateAsync(a);
        void message.success(t(runtimeKey(doneKey)));
      } catch (error) {
        const v = form.getFieldsValue(true) as GoodsFlowFormValues;
        if (!showServerFieldErrors(form, error, t, contractNameOf(v))) toastFailure(error);
      }
    });

  const save = (kind: 'register' | 'update') => {
    const v = form.getFieldsValue(true) as GoodsFlowFormValues;
    const body = checkWithSchema(form, ZGoodsFlowSaveRequest, toContractBody(v), t, contractNameOf(v));
    if (!body) return;
    if (kind === 'update' && contract?.gfStsCd === 'APPROVED') {
      modal.confirm({
        title: t('goodsFlow.confirm.editApprovedTitle'),
        content: t('goodsFlow.confirm.editApproved'),
        onOk: () => perform({ kind, body }, 'goodsFlow.done.resubmitted'),
      });
      return;
    }
    void perform({ kind, body }, kind === 'register' ? 'goodsFlow.done.registered' : 'goodsFlow.done.saved');
  };

  const request = () => {
    if (dirty) {
      void message.warning(t('goodsFlow.msg.saveFirst'));
      return;
    }
    modal.confirm({
      title: t('goodsFlow.confirm.requestTitle'),
      content: t('goodsFlow.confirm.request'),
      onOk: () => perform({ kind: 'request' }, 'goodsFlow.done.requested'),
    });
  };

  const remove = () => {
    modal.confirm({
      title: t('goodsFlow.confirm.deleteTitle'),
      content: t('goodsFlow.confirm.delete'),
      okButtonProps: { danger: true },
      onOk: () => perform({ kind: 'delete' }, 'goodsFlow.done.deleted'),
    });
  };

  if (query.error) return <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <PageSpinner />;

  const disabled = !buttons.editable;
  return (
    <Panel
      title={t('goodsFlow.title')}
      size="small"
      extra={<GoodsFlowStatusTag status={contract?.gfStsCd ?? null} testId="gf-status" />}
      data-testid="goods-flow-panel"
    >
      <Flex vertical gap={12}>
        <StatusNotice contract={contract} />
        <Text type="secondary">{t('goodsFlow.intro', { carrier: site.deliveryEntrNm })}</Text>
        <Form<GoodsFlowFormValues>
          form={form}
          name={`gf-${site.deliveryLocCd}`}
          layout="vertical"
          requiredMark
          initialValues={initial}
          disabled={disabled}
          onValuesChange={(changed: Partial<GoodsFlowFormValues>) => clearChangedErrors(form, changed)}
        >
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="contractNo" label={t('goodsFlow.field.contractNo')} required>
                <Input maxLength={GOODS_FLOW_LIMITS.codeMax} data-testid="gf-contract-no" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contractCustNo" label={t('goodsFlow.field.contractCustNo')} required>
                <Input maxLength={GOODS_FLOW_LIMITS.codeMax} data-testid="gf-cust-no" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="fareType" label={t('goodsFlow.field.fareType')} required>
                <Radio.Group options={Object.values(FARE_TYPES).map((v) => ({ value: v, label: t(`goodsFlow.fareType.${v}`) }))} data-testid="gf-fare-type" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="mdNm" label={t('goodsFlow.field.mdNm')} required>
                <Input maxLength={NAME_LIMITS.inputMax} data-testid="gf-md-nm" />
              </Form.Item>
            </Col>
          </Row>
          <FareTable disabled={disabled} />
        </Form>
        <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {contract ? t('goodsFlow.updated', { name: contract.upNm, date: formatDateTime(contract.upDt) }) : t('goodsFlow.fareHelp')}
          </Text>
          <Flex gap={8}>
            {buttons.delete && (
              <Button
                danger
                onClick={remove}
                loading={action.isPending && action.variables?.kind === 'delete'}
                disabled={action.isPending}
                data-testid="gf-delete"
              >
                {t('form.button.delete')}
              </Button>
            )}
            {buttons.request && (
              <Button onClick={request} loading={action.isPending && action.variables?.kind === 'request'} disabled={action.isPending} data-testid="gf-request">
                {t('goodsFlow.button.request')}
              </Button>
            )}
            {buttons.save && (
              <Button
                type="primary"
                onClick={() => save('update')}
                loading={action.isPending && action.variables?.kind === 'update'}
                disabled={action.isPending}
                data-testid="gf-save"
              >
                {t('form.button.save')}
              </Button>
            )}
            {buttons.register && (
              <Button
                type="primary"
                onClick={() => save('register')}
                loading={action.isPending && action.variables?.kind === 'register'}
                disabled={action.isPending}
                data-testid="gf-register"
              >
                {t('form.button.register')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Panel>
  );
}
