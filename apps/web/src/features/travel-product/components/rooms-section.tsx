import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TRAVEL_LIMITS } from '@po/contracts';
import { Button, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { blankRoom, type TravelProductFormValues, type TravelRoomValues } from '../model/travel-form';

/**
 * The rooms as editable rows. A registered room (it has a roomSeq) has no remove button (business-area §5: it can
 * stop selling instead); a new row not yet saved can be removed. Removing a row drops its calendar cells too.
 */
export function RoomsSection({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TravelProductFormValues>();
  return (
    <Form.List
      name="rooms"
      rules={[
        {
          validator: (_, rooms: TravelRoomValues[] | undefined) =>
            (rooms?.length ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(t('travelProduct.msg.roomRequired'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            data-testid="travel-rooms"
            columns={[
              { title: '#', width: 40, render: (_, __, i) => i + 1 },
              {
                title: t('travelProduct.field.roomNm'),
                render: (_, f) => (
                  <Form.Item
                    name={[f.name, 'roomNm']}
                    style={{ marginBottom: 0 }}
                    rules={[{ required: true, whitespace: true, message: t('travelProduct.msg.roomNmRequired') }]}
                  >
                    <Input maxLength={TRAVEL_LIMITS.roomNmMax} aria-label={t('travelProduct.field.roomNm')} data-testid={`travel-room-${f.name}-name`} />
                  </Form.Item>
                ),
              },
              {
                title: t('travelProduct.field.stdPersonCnt'),
                width: 110,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'stdPersonCnt']} style={{ marginBottom: 0 }}>
                    <InputNumber min={1} max={TRAVEL_LIMITS.personMax} aria-label={t('travelProduct.field.stdPersonCnt')} />
                  </Form.Item>
                ),
              },
              {
                title: t('travelProduct.field.maxPersonCnt'),
                width: 110,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'maxPersonCnt']} style={{ marginBottom: 0 }}>
                    <InputNumber min={1} max={TRAVEL_LIMITS.personMax} aria-label={t('travelProduct.field.maxPersonCnt')} />
                  </Form.Item>
                ),
              },
              {
                title: t('travelProduct.field.bedTypeNm'),
                render: (_, f) => (
                  <Form.Item name={[f.name, 'bedTypeNm']} style={{ marginBottom: 0 }}>
                    <Input maxLength={50} aria-label={t('travelProduct.field.bedTypeNm')} />
                  </Form.Item>
                ),
              },
              {
                title: t('travelProduct.field.useYn'),
                width: 100,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'useYn']} style={{ marginBottom: 0 }}>
                    <Select
                      aria-label={t('travelProduct.field.useYn')}
                      options={[
                        { value: 'Y', label: t('travelProduct.saleYn.Y') },
                        { value: 'N', label: t('travelProduct.saleYn.N') },
                      ]}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '',
                width: 50,
                render: (_, f) => {
                  const room = form.getFieldValue(['rooms', f.name]) as TravelRoomValues | undefined;
                  // A registered room is never removed: no button, and the server refuses it too.
                  if (room?.roomSeq) return null;
                  return (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('travelProduct.action.removeRoom')}
                      onClick={() => remove(f.name)}
                      disabled={disabled}
                      data-testid={`travel-room-${f.name}-remove`}
                    />
                  );
                },
              },
            ]}
          />
          <Space style={{ marginTop: 8 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(blankRoom())}
              disabled={disabled || fields.length >= TRAVEL_LIMITS.roomsMax}
              data-testid="travel-room-add"
            >
              {t('travelProduct.action.addRoom')}
            </Button>
          </Space>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
