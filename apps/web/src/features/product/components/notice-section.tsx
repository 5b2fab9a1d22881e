import { NOTICE_LIMITS, type TNoticeItemField } from '@po/contracts';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Text } from '@/shared/ui/typography';
import { useNoticeTypes } from '../api/reference';
import type { ProductFormValues } from '../model/product-form';

/** The product-information notice: a type, then its items as boxes (niCd1 …), each required by the server. */
export function NoticeSection({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProductFormValues>();
  const types = useNoticeTypes();
  const niTypeCd = Form.useWatch('niTypeCd', form);
  const items = types.data?.list.find((n) => n.niTypeCd === niTypeCd)?.items ?? [];
  const fields = items.map((i) => i.field as TNoticeItemField);

  const referEmpty = () => {
    const refer = t('product.help.noticeRefer');
    for (const f of fields) if (String(form.getFieldValue(f) ?? '').trim() === '') form.setFieldValue(f, refer);
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="niTypeCd" label={t('product.field.niTypeCd')} required>
          <Select
            options={(types.data?.list ?? []).map((n) => ({ value: n.niTypeCd, label: n.niTypeNm }))}
            loading={types.isPending}
            data-testid="product-niTypeCd"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} style={{ alignSelf: 'end', paddingBottom: 24 }}>
        {items.length > 0 && (
          <Button onClick={referEmpty} disabled={disabled} data-testid="product-notice-refer">
            {t('product.action.noticeRefer')}
          </Button>
        )}
      </Col>
      {items.length === 0 && (
        <Col span={24}>
          <Text type="secondary">{t('product.help.noticeFirst')}</Text>
        </Col>
      )}
      {items.map((i) => (
        <Col xs={24} md={12} key={i.field}>
          <Form.Item name={i.field} label={i.itemNm} required>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={NOTICE_LIMITS.itemMax} placeholder={i.guide} data-testid={`product-${i.field}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
