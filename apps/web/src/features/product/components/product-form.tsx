import { PRODUCT_LIMITS as L, ZRegisterProductRequest, type TBrandRow, type TRegisterProductRequest } from '@po/contracts';
import { Alert, Button, Flex, Form, Input, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { Panel } from '@/shared/ui/panel';
import { Text } from '@/shared/ui/typography';
import { toRegisterBody, type ProductFormValues } from '../model/product-form';
import { BasicsSection } from './basics-section';
import { ImageSection } from './image-section';
import { NoticeSection } from './notice-section';
import { PricesSection } from './prices-section';
import { SaleSection } from './sale-section';
import { ShippingSection } from './shipping-section';

// The option grid (and its bulk bar) loads beside the form.
const OptionSection = lazy(() => import('./option-section').then((m) => ({ default: m.OptionSection })));

export interface ProductFormProps {
  initial: ProductFormValues;
  brands: readonly TBrandRow[];
  onSubmit: (body: TRegisterProductRequest) => Promise<unknown>;
  pending: boolean;
  /** A master session: everything shows, nothing can be sent. */
  readOnly?: boolean;
}

const Section = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <Panel size="small" title={title} style={{ marginTop: 12 }} data-testid={`product-section-${id}`}>
    {children}
  </Panel>
);

/**
 * productSupplyForm: every field group of spec §3, checked at once by the registration's contract schema;
 * the server's refusals (a brand not approved, a code taken, a notice item missing) land on their boxes.
 */
export function ProductForm({ initial, brands, onSubmit, pending, readOnly = false }: ProductFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductFormValues>();
  const [brand, setBrand] = useState<TBrandRow | undefined>(() => brands.find((b) => b.brandCd === initial.brandCd));

  const { submit, pending: submitting } = useSchemaSubmit({
    form,
    schema: ZRegisterProductRequest,
    toBody: (v: ProductFormValues) => toRegisterBody(v),
    // The server names an image by its place (`images.1`); the images field shows it.
    nameOf: () => (path) => (path[0] === 'images' ? ['images'] : path),
    send: onSubmit,
  });

  // A brand brings its shipping site, unless the seller chose one already.
  const pickBrand = (b: TBrandRow | undefined) => {
    setBrand(b);
    if (b && !form.getFieldValue('deliveryLocCd')) form.setFieldValue('deliveryLocCd', b.deliveryLocCd);
  };

  const busy = pending || submitting;
  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initial}
      disabled={readOnly}
      onValuesChange={(changed: Partial<ProductFormValues>) => clearChangedErrors(form, changed)}
      data-testid="product-form"
    >
      {readOnly ? (
        <Alert type="info" showIcon title={t('framework.masterViewOnly')} data-testid="product-readonly" />
      ) : (
        <Text type="secondary">{t('product.help.form')}</Text>
      )}
      <Section title={t('product.section.basics')} id="basics">
        <BasicsSection brands={brands} onBrandChange={pickBrand} disabled={readOnly} />
      </Section>
      <Section title={t('product.section.prices')} id="prices">
        <PricesSection brand={brand} />
      </Section>
      <Section title={t('product.section.options')} id="options">
        <Suspense fallback={<Skeleton active />}>
          <OptionSection disabled={readOnly} />
        </Suspense>
      </Section>
      <Section title={t('product.section.notice')} id="notice">
        <NoticeSection disabled={readOnly} />
      </Section>
      <Section title={t('product.section.shipping')} id="shipping">
        <ShippingSection />
      </Section>
      <Section title={t('product.section.sale')} id="sale">
        <SaleSection />
      </Section>
      <Section title={t('product.section.images')} id="images">
        <Form.Item name="images" label={t('product.section.images')} required>
          <ImageSection disabled={readOnly} />
        </Form.Item>
      </Section>
      <Section title={t('product.section.description')} id="description">
        <Form.Item name="prodDesc" label={t('product.field.prodDesc')} required extra={t('product.help.prodDesc')}>
          <Input.TextArea rows={8} maxLength={L.prodDescMax} data-testid="product-prodDesc" />
        </Form.Item>
      </Section>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void submit()} loading={busy} disabled={readOnly || busy} data-testid="product-register">
          {t('product.action.registerProduct')}
        </Button>
      </Flex>
    </Form>
  );
}
