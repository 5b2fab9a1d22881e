import { TRAVEL_ESTIMATE_TYPES, TRAVEL_LIMITS, type TTravelEstimateTypeCd } from '@po/contracts';
import { DatePicker, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { DateRangePicker } from '@/shared/date/range-picker';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { clearRoomDates, type EstimateFormValues } from '../model/estimate-form';

/**
 * The seller's part of an estimate: the type, each room's stay, the price, the payment limit date (before check-in)
 * and the memo; editable while the estimate is checked. Changing the type asks first and clears every room's dates.
 */
export function EstimateForm({ form, initial, editable }: { form: FormInstance<EstimateFormValues>; initial: EstimateFormValues; editable: boolean }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const type = Form.useWatch('estmProdTypeCd', form) ?? initial.estmProdTypeCd;
  const rooms = Form.useWatch('rooms', form) ?? initial.rooms;

  const changeType = (next: TTravelEstimateTypeCd) => {
    if (next === type) return;
    modal.confirm({
      title: t('travelOrder.detail.typeChangeTitle'),
      content: t('travelOrder.detail.typeChangeBody'),
      okText: t('travelOrder.detail.ok'),
      cancelText: t('travelOrder.detail.close'),
      okButtonProps: { 'data-testid': 'testm-type-change-ok' },
      onOk: () => form.setFieldsValue({ estmProdTypeCd: next, rooms: clearRoomDates(form.getFieldValue('rooms') as EstimateFormValues['rooms']) }),
    });
  };

  return (
    <Form<EstimateFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      initialValues={initial}
      disabled={!editable}
      onValuesChange={(changed) => clearChangedErrors(form, changed)}
      data-testid="testm-form"
    >
      <Form.Item label={t('travelOrder.field.estmProdTypeCd')}>
        <Select<TTravelEstimateTypeCd>
          value={type}
          onChange={changeType}
          style={{ width: 160 }}
          options={TRAVEL_ESTIMATE_TYPES.map((cd) => ({ value: cd, label: t(`travelOrder.estmProdTypeCd.${cd}`) }))}
          data-testid="testm-type"
        />
      </Form.Item>
      {rooms.map((r, i) => (
        <Form.Item key={r.estmRoomSeq} name={['rooms', i, 'stay']} label={`${r.roomNm} × ${r.roomCnt}`} data-testid={`testm-room-${r.estmRoomSeq}`}>
          <DateRangePicker allowEmpty={[true, true]} placeholder={[t('travelOrder.field.checkIn'), t('travelOrder.field.checkOut')]} />
        </Form.Item>
      ))}
      <Form.Item name="estmAmt" label={t('travelOrder.field.estmAmt')}>
        <InputNumber<number> min={1} precision={0} style={{ width: 200 }} data-testid="testm-amt" />
      </Form.Item>
      <Form.Item name="payLimitDt" label={t('travelOrder.field.payLimitDt')}>
        <DatePicker data-testid="testm-pay-limit" />
      </Form.Item>
      <Form.Item name="memo" label={t('travelOrder.field.memo')}>
        <Input.TextArea rows={3} maxLength={TRAVEL_LIMITS.memoMax} showCount data-testid="testm-memo" />
      </Form.Item>
    </Form>
  );
}
