import { TRAVEL_ESTIMATE_TYPES, ZTravelEstimateRoomsRequest, type TTravelEstimateDetailReply, type TTravelEstimateTypeCd } from '@po/contracts';
import { Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { DateRangePicker } from '@/shared/date/range-picker';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { Panel } from '@/shared/ui/panel';
import { Text } from '@/shared/ui/typography';
import type { useTravelEstimateCall } from '../api/travel-estimates';
import { roomsNameOf, toRoomsForm, toRoomsRequest, type EstimateRoomsValues } from '../model/estimate-form';

/**
 * The estimate's type and its rooms' stays, editable while the server allows the edits (requested or checked).
 * Changing the type asks first: the server then clears every room's dates (business-area §5).
 */
export function EstimateRooms({ estimate, call }: { estimate: TTravelEstimateDetailReply; call: ReturnType<typeof useTravelEstimateCall> }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const toastFailure = useFailureToast();
  const [form] = Form.useForm<EstimateRoomsValues>();
  const canType = estimate.allowedActions.includes('changeType');
  const canRooms = estimate.allowedActions.includes('setRooms');
  // A reply (a type change clears the dates) shows at once: the form takes the stored rooms again.
  const stored = estimate.version;
  useEffect(() => form.setFieldsValue(toRoomsForm(estimate)), [form, stored]); // eslint-disable-line react-hooks/exhaustive-deps

  const changeType = (next: TTravelEstimateTypeCd) => {
    if (next === estimate.estmProdTypeCd) return;
    modal.confirm({
      title: t('travelOrder.detail.typeChangeTitle'),
      content: t('travelOrder.detail.typeChangeBody'),
      okText: t('travelOrder.detail.ok'),
      cancelText: t('travelOrder.detail.close'),
      okButtonProps: { 'data-testid': 'testm-type-change-ok' },
      onOk: () =>
        call
          .mutateAsync({ call: 'type', body: { version: estimate.version, estmProdTypeCd: next } })
          .catch((e: unknown) => toastFailure(e, 'travelOrder.msg.saveFailed')),
    });
  };

  const saveRooms = async () => {
    const values = form.getFieldsValue(true) as EstimateRoomsValues;
    const body = checkWithSchema(form, ZTravelEstimateRoomsRequest, toRoomsRequest(values, estimate.version), t, roomsNameOf);
    if (!body) return;
    try {
      await call.mutateAsync({ call: 'rooms', body });
      void message.success(t('travelOrder.detail.saved'));
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, roomsNameOf)) toastFailure(error, 'travelOrder.msg.saveFailed');
    }
  };

  return (
    <Panel
      size="small"
      title={t('travelOrder.detail.rooms')}
      extra={
        <Button
          disabled={!canRooms}
          loading={call.isPending && call.variables.call === 'rooms'}
          onClick={() => void saveRooms()}
          data-testid="testm-rooms-save"
        >
          {t('travelOrder.detail.saveRooms')}
        </Button>
      }
    >
      <Form<EstimateRoomsValues>
        form={form}
        labelCol={{ flex: '160px' }}
        initialValues={toRoomsForm(estimate)}
        onValuesChange={(changed) => clearChangedErrors(form, changed)}
        data-testid="testm-rooms-form"
      >
        <Form.Item label={t('travelOrder.field.estmProdTypeCd')}>
          <Select<TTravelEstimateTypeCd>
            value={estimate.estmProdTypeCd}
            onChange={changeType}
            disabled={!canType}
            style={{ width: 160 }}
            options={TRAVEL_ESTIMATE_TYPES.map((cd) => ({ value: cd, label: t(`travelOrder.estmProdTypeCd.${cd}`) }))}
            data-testid="testm-type"
          />
        </Form.Item>
        {estimate.rooms.map((r, i) => (
          <Form.Item key={r.estmRoomSeq} name={['rooms', i, 'stay']} label={`${r.roomNm} × ${r.roomCnt}`} data-testid={`testm-room-${r.estmRoomSeq}`}>
            <DateRangePicker disabled={!canRooms} placeholder={[t('travelOrder.field.checkIn'), t('travelOrder.field.checkOut')]} />
          </Form.Item>
        ))}
        {canRooms ? <Text type="secondary">{t('travelOrder.detail.editable')}</Text> : null}
      </Form>
    </Panel>
  );
}
