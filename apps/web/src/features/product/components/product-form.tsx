import { ZRegisterProductRequest, ZUpdateProductRequest, type TBrandRow, type TRegisterProductRequest, type TUpdateProductRequest } from '@po/contracts';
import { Alert, Button, Flex, Form, Skeleton } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { Panel } from '@/shared/ui/panel';
import { Text } from '@/shared/ui/typography';
import { toUpdateBody, type UpdateContext } from '../model/product-edit';
import { toRegisterBody, type ProductFormValues } from '../model/product-form';
import { BasicsSection } from './basics-section';
import { DescriptionField } from './description-field';
import { ImageSection } from './image-section';
import { NoticeSection } from './notice-section';
import { PricesSection } from './prices-section';
import { NO_LOCKS, ProductFormLocksContext, type ProductFormLocks } from './product-form-locks';
import { SaleSection } from './sale-section';
import { ShippingSection } from './shipping-section';

// The option grid (and its bulk bar) loads beside the form.
const OptionSection = lazy(() => import('./option-section').then((m) => ({ default: m.OptionSection })));

/** The update form's own part: what it sends back, what the status locks, and its button's label. */
export interface ProductEditSetup extends UpdateContext {
  locks: ProductFormLocks;
  submitLabel: string;
}

interface CommonProps {
  initial: ProductFormValues;
  brands: readonly TBrandRow[];
  pending: boolean;
  /** A master session: everything shows, nothing can be sent. */
  readOnly?: boolean;
}

/** Registration (the default) or the update of a stored product, which sends the update request. */
export type ProductFormProps = CommonProps &
  (
    | { mode?: 'create'; onSubmit: (body: TRegisterProductRequest) => Promise<unknown> }
    | { mode: 'edit'; edit: ProductEditSetup; onSubmit: (body: TUpdateProductRequest) => Promise<unknown> }
  );

const Section = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <Panel size="small" title={title} style={{ marginTop: 12 }} data-testid={`product-section-${id}`}>
    {children}
  </Panel>
);

/** The form of both screens; the update's locks reach the sections through their context. */
export function ProductForm(props: ProductFormProps) {
  return (
    <ProductFormLocksContext value={props.mode === 'edit' ? props.edit.locks : NO_LOCKS}>
      <ProductFormFields {...props} />
    </ProductFormLocksContext>
  );
}

/**
 * productSupplyForm and productUpdateForm/:prodCd: every field group of spec §3, checked at once by the
 * mode's contract schema; the server's refusals (a brand not approved, a code taken) land on their boxes.
 */
function ProductFormFields(props: ProductFormProps) {
  const { initial, brands, pending, readOnly = false } = props;
  const edit = props.mode === 'edit' ? props.edit : null;
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductFormValues>();
  const [brand, setBrand] = useState<TBrandRow | undefined>(() => brands.find((b) => b.brandCd === initial.brandCd));

  const { submit, pending: submitting } = useSchemaSubmit({
    form,
    schema: edit ? ZUpdateProductRequest : ZRegisterProductRequest,
    toBody: (v: ProductFormValues) => (edit ? toUpdateBody(v, edit) : toRegisterBody(v)),
    // The server names an image by its place (`images.1`); the images field shows it.
    nameOf: () => (path) => (path[0] === 'images' ? ['images'] : path),
    // The schema is the mode's, so the body is the request the mode's onSubmit takes.
    send: (body) => props.onSubmit(body as TRegisterProductRequest & TUpdateProductRequest),
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
          <DescriptionField disabled={readOnly} />
        </Form.Item>
      </Section>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={busy}
          disabled={readOnly || busy}
          data-testid={edit ? 'product-save' : 'product-register'}
        >
          {edit ? edit.submitLabel : t('product.action.registerProduct')}
        </Button>
      </Flex>
    </Form>
  );
}
