import { discountRate, extraChargeBounds, PRICE_CHANGE_TYPES, ZPriceChangeRequest, type TProductDetailReply } from '@po/contracts';
import { Button, Descriptions, Flex, Form, Modal, Radio, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import { WonInput } from '@/shared/ui/form/won-input';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text } from '@/shared/ui/typography';
import { useProductForPriceChange } from '../api/price-change-products';
import { useRequestPriceChange } from '../api/price-changes';
import { toPriceChangeBody, typeChangesCharges, typeChangesPrices, type PriceChangeFormValues } from '../model/price-change-form';
import { PriceChangeProductPicker } from './price-change-product-picker';

const initialOf = (p: TProductDetailReply): PriceChangeFormValues => ({
  changeType: PRICE_CHANGE_TYPES.product,
  newListPrice: p.listPrice,
  newProdPrice: p.prodPrice,
  options: p.options.map((o) => ({ prodOptionCd: o.prodOptionCd, newExtraCharge: o.extraCharge })),
});

/**
 * "Request a price change": find one of the seller's approved products, see its prices and combinations,
 * type the new prices and/or extra charges by type (the discount follows), send once (Idempotency-Key).
 */
export function PriceChangeRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [prodCd, setProdCd] = useState<string | null>(null);
  const product = useProductForPriceChange(prodCd);
  const [form] = Form.useForm<PriceChangeFormValues>();
  const request = useRequestPriceChange();
  const type = Form.useWatch('changeType', form);
  const list = Form.useWatch('newListPrice', form);
  const sell = Form.useWatch('newProdPrice', form);
  const won = (n: number) => formatWon(n, currentLanguage());
  const p = product.data;

  useEffect(() => {
    if (p) form.setFieldsValue(initialOf(p));
  }, [p, form]);

  const close = () => {
    setProdCd(null);
    onClose();
  };
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZPriceChangeRequest,
    toBody: (v: PriceChangeFormValues) => toPriceChangeBody(prodCd ?? '', v),
    send: async (body) => {
      await request.mutateAsync(body);
      void message.success(t('priceChange.msg.requested'));
      close();
    },
  });

  const sellNow = typeChangesPrices(type) && typeof sell === 'number' ? sell : (p?.prodPrice ?? 0);
  const bounds = extraChargeBounds(sellNow);
  const noOptions = p?.optionType === '0';

  return (
    <Modal
      open={open}
      width={760}
      title={t('priceChange.action.request')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('form.button.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={pending} disabled={!p} onClick={() => void submit()} data-testid="price-change-submit">
          {t('priceChange.action.request')}
        </Button>,
      ]}
    >
      {prodCd === null && <PriceChangeProductPicker onPick={setProdCd} />}
      {prodCd !== null && product.isPending && <Spin />}
      {product.error && <QueryFailed error={product.error} onRetry={() => void product.refetch()} />}
      {p && (
        <Flex vertical gap={12} data-testid="price-change-product">
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('priceChange.field.prodNm')} span={2}>
              {p.prodNm} ({p.prodCd}){' '}
              <Button size="small" type="link" onClick={() => setProdCd(null)}>
                {t('priceChange.field.search')}
              </Button>
            </Descriptions.Item>
            <Descriptions.Item label={t('priceChange.field.listPrice')}>{won(p.listPrice)}</Descriptions.Item>
            <Descriptions.Item label={t('priceChange.field.prodPrice')}>
              <span data-testid="price-change-current-prod">{won(p.prodPrice)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('priceChange.field.dcRate')}>{p.dcRate}%</Descriptions.Item>
            <Descriptions.Item label={t('priceChange.field.sellFeeRate')}>{p.sellFeeRate}%</Descriptions.Item>
          </Descriptions>
          <Form<PriceChangeFormValues> form={form} layout="vertical" preserve onValuesChange={(c: PriceChangeFormValues) => clearChangedErrors(form, c)}>
            <Form.Item name="changeType" label={t('priceChange.field.changeType')} required>
              <Radio.Group
                optionType="button"
                options={(['P', 'O', 'A'] as const).map((v) => ({ value: v, label: t(`priceChange.type.${v}`), disabled: v !== 'P' && noOptions }))}
                data-testid="price-change-type"
              />
            </Form.Item>
            {typeChangesPrices(type) && (
              <Flex gap={12} wrap>
                <Form.Item name="newListPrice" label={`${t('priceChange.field.new')} ${t('priceChange.field.listPrice')}`} required style={{ width: 200 }}>
                  <WonInput step={10} data-testid="price-change-newListPrice" />
                </Form.Item>
                <Form.Item name="newProdPrice" label={`${t('priceChange.field.new')} ${t('priceChange.field.prodPrice')}`} required style={{ width: 200 }}>
                  <WonInput step={10} data-testid="price-change-newProdPrice" />
                </Form.Item>
                <Form.Item label={t('priceChange.field.dcRate')}>
                  <Text strong data-testid="price-change-newDcRate" aria-live="polite">
                    {typeof list === 'number' && typeof sell === 'number' ? `${discountRate(list, sell)}%` : '—'}
                  </Text>
                </Form.Item>
              </Flex>
            )}
            {typeChangesCharges(type) && (
              // The grid's own boxes hold the values; this item only shows the messages about the list as a whole.
              <Form.Item
                name="options"
                getValueProps={() => ({})}
                label={t('priceChange.field.options')}
                extra={t('priceChange.msg.chargeBounds', { min: won(bounds.min), max: won(bounds.max) })}
              >
                <Table
                  size="small"
                  pagination={false}
                  rowKey="prodOptionCd"
                  dataSource={p.options}
                  scroll={{ y: 280 }}
                  columns={[
                    {
                      key: 'option',
                      title: t('priceChange.field.option'),
                      render: (_: unknown, o) => [o.optionValue1, o.optionValue2].filter(Boolean).join(' / '),
                    },
                    { key: 'current', title: t('priceChange.field.current'), width: 120, align: 'right', render: (_: unknown, o) => won(o.extraCharge) },
                    {
                      key: 'new',
                      title: t('priceChange.field.new'),
                      width: 170,
                      render: (_: unknown, o, i) => (
                        <Form.Item name={['options', i, 'newExtraCharge']} style={{ margin: 0 }}>
                          <WonInput
                            signed
                            step={10}
                            aria-label={`${o.prodOptionCd} ${t('priceChange.field.extraCharge')}`}
                            data-testid={`price-change-charge-${o.prodOptionCd}`}
                          />
                        </Form.Item>
                      ),
                    },
                  ]}
                />
              </Form.Item>
            )}
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
