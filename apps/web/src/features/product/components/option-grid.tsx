import type { TOptionType, TYn } from '@po/contracts';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Select, theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@/shared/ui/typography';
import { WonInput } from '@/shared/ui/form/won-input';
import { bulkFillRows, type BulkFill, type OptionRowValues } from '../model/option-rows';
import type { ProductFormValues } from '../model/product-form';
import { useFormLocks } from './product-form-locks';

/** A read-only cell that still carries its form item, so a message on the combination (a duplicate) shows. */
function ValueText({ value }: { value?: string }) {
  return <span>{value || '—'}</span>;
}

/** The bulk bar: fills a column of every row with what was typed (an empty box leaves its column alone). */
function BulkBar({ onApply, disabled, noCharge }: { onApply: (fill: BulkFill) => void; disabled?: boolean; noCharge: boolean }) {
  const { t } = useTranslation();
  const [fill, setFill] = useState<BulkFill>({});
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }} data-testid="product-bulk">
      <Text type="secondary">{t('product.help.bulk')}</Text>
      <InputNumber<number>
        min={0}
        precision={0}
        placeholder={t('product.field.stockQty')}
        value={fill.stockQty ?? null}
        onChange={(v) => setFill((f) => ({ ...f, stockQty: v }))}
        disabled={disabled}
        aria-label={`${t('product.help.bulk')} ${t('product.field.stockQty')}`}
        data-testid="product-bulk-stockQty"
      />
      {!noCharge && (
        <WonInput
          signed
          step={10}
          placeholder={t('product.field.extraCharge')}
          value={fill.extraCharge ?? null}
          onChange={(v) => setFill((f) => ({ ...f, extraCharge: v }))}
          disabled={disabled}
          style={{ width: 140 }}
          aria-label={`${t('product.help.bulk')} ${t('product.field.extraCharge')}`}
          data-testid="product-bulk-extraCharge"
        />
      )}
      <Select<TYn>
        allowClear
        placeholder={t('product.field.saleAbleYn')}
        value={fill.saleAbleYn ?? undefined}
        onChange={(v) => setFill((f) => ({ ...f, saleAbleYn: v ?? null }))}
        options={[
          { value: 'Y', label: t('product.saleAble.Y') },
          { value: 'N', label: t('product.saleAble.N') },
        ]}
        disabled={disabled}
        style={{ width: 120 }}
        aria-label={`${t('product.help.bulk')} ${t('product.field.saleAbleYn')}`}
        data-testid="product-bulk-saleAbleYn"
      />
      <Button onClick={() => onApply(fill)} disabled={disabled} data-testid="product-bulk-apply">
        {t('product.action.bulkApply')}
      </Button>
    </Flex>
  );
}

/** The combinations with their stock, extra charge, seller's option code and sale-able flag, one row each. */
export function OptionGrid({ optionType, disabled }: { optionType: TOptionType; disabled?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = Form.useFormInstance<ProductFormValues>();
  // An approved product's stored combinations keep their extra charge (a price-change request's).
  const { prices: pricesLocked } = useFormLocks();
  const chargeLocked = (r: OptionRowValues | undefined) => pricesLocked && !!r?.prodOptionCd;
  const optionNm1 = Form.useWatch('optionNm1', form);
  const optionNm2 = Form.useWatch('optionNm2', form);
  const axes = Number(optionType);
  const cell: CSSProperties = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, verticalAlign: 'top' };
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: 600, textAlign: 'left', whiteSpace: 'nowrap' };
  const item = { style: { marginBottom: 0 } };
  const rowLabel = (i: number) =>
    [form.getFieldValue(['options', i, 'optionValue1']), form.getFieldValue(['options', i, 'optionValue2'])].filter(Boolean).join(' / ') ||
    t('product.field.optionValue');

  // The list stays mounted whatever it holds: it renders again whenever the rows are replaced.
  return (
    <Form.List name="options">
      {(fields) => {
        if (axes > 0 && fields.length === 0)
          return (
            <Text type="secondary" data-testid="product-options-empty">
              {t('product.help.optionEmpty')}
            </Text>
          );
        return (
          <div>
            {axes === 0 ? (
              <Text type="secondary">{t('product.help.optionNone')}</Text>
            ) : (
              <>
                <Text type="secondary" data-testid="product-options-count">
                  {t('product.help.optionCount', { count: fields.length })}
                </Text>
                <BulkBar
                  disabled={disabled}
                  noCharge={false}
                  onApply={(fill) => form.setFieldValue('options', bulkFillRows(form.getFieldValue('options') as OptionRowValues[], fill, chargeLocked))}
                />
              </>
            )}
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 640 }} data-testid="product-options">
                <thead>
                  <tr>
                    {axes >= 1 && <th style={head}>{optionNm1 || t('product.field.optionValues1')}</th>}
                    {axes >= 2 && <th style={head}>{optionNm2 || t('product.field.optionValues2')}</th>}
                    <th style={head}>{t('product.field.stockQty')} *</th>
                    {axes > 0 && <th style={head}>{t('product.field.extraCharge')}</th>}
                    <th style={head}>{t('product.field.enterpriseOptionCd')}</th>
                    <th style={head}>{t('product.field.saleAbleYn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((f) => {
                    const label = rowLabel(f.name);
                    return (
                      <tr key={f.key} data-testid={`product-option-row-${f.name}`}>
                        {axes >= 1 && (
                          <td style={cell}>
                            <Form.Item name={[f.name, 'optionValue1']} {...item}>
                              <ValueText />
                            </Form.Item>
                          </td>
                        )}
                        {axes >= 2 && (
                          <td style={cell}>
                            <Form.Item name={[f.name, 'optionValue2']} {...item}>
                              <ValueText />
                            </Form.Item>
                          </td>
                        )}
                        <td style={cell}>
                          <Form.Item name={[f.name, 'stockQty']} {...item}>
                            <InputNumber<number>
                              min={0}
                              precision={0}
                              style={{ width: '100%' }}
                              aria-label={`${label} ${t('product.field.stockQty')}`}
                              data-testid={`product-option-stockQty-${f.name}`}
                            />
                          </Form.Item>
                        </td>
                        {axes > 0 && (
                          <td style={cell}>
                            <Form.Item name={[f.name, 'extraCharge']} {...item}>
                              <WonInput
                                signed
                                step={10}
                                disabled={chargeLocked(form.getFieldValue(['options', f.name]) as OptionRowValues | undefined) || undefined}
                                aria-label={`${label} ${t('product.field.extraCharge')}`}
                                data-testid={`product-option-extraCharge-${f.name}`}
                              />
                            </Form.Item>
                          </td>
                        )}
                        <td style={cell}>
                          <Form.Item name={[f.name, 'enterpriseOptionCd']} {...item}>
                            <Input
                              maxLength={50}
                              aria-label={`${label} ${t('product.field.enterpriseOptionCd')}`}
                              data-testid={`product-option-code-${f.name}`}
                            />
                          </Form.Item>
                        </td>
                        <td style={cell}>
                          <Form.Item
                            name={[f.name, 'saleAbleYn']}
                            valuePropName="checked"
                            getValueProps={(v: TYn) => ({ checked: v === 'Y' })}
                            normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
                            {...item}
                          >
                            <Checkbox aria-label={`${label} ${t('product.field.saleAbleYn')}`} data-testid={`product-option-saleAbleYn-${f.name}`} />
                          </Form.Item>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        );
      }}
    </Form.List>
  );
}
