import type { TBrandRow } from '@po/contracts';
import { Alert, Button, Flex, Form, Skeleton } from 'antd';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/shared/form/failure';
import { clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { AddressForm } from '@/shared/ui/address/address-form';
import { Panel } from '@/shared/ui/panel';
import { incompleteCells, windowNights } from '../model/calendar';
import { toTravelBody, travelNameOf, windowOf, type TravelProductFormValues } from '../model/travel-form';
import { BasicsSection } from './basics-section';
import { DescriptionField } from './description-field';
import { RoomsSection } from './rooms-section';
import { WindowSection } from './window-section';

// The calendar (its grid and bulk bar) loads beside the form.
const CalendarSection = lazy(() => import('./calendar-section').then((m) => ({ default: m.CalendarSection })));

export type TravelProductBody = ReturnType<typeof toTravelBody>;

export interface TravelProductFormProps {
  initial: TravelProductFormValues;
  brands: readonly TBrandRow[];
  onSubmit: (body: TravelProductBody) => Promise<unknown>;
  submitLabel: string;
  /** After approval the representative prices change only through a price-change request. */
  pricesLocked?: boolean;
  /** A master session: everything shows, nothing can be sent. */
  readOnly?: boolean;
}

const Section = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <Panel size="small" title={title} style={{ marginTop: 12 }} data-testid={`travel-section-${id}`}>
    {children}
  </Panel>
);

/**
 * productSupplyForm and productUpdateForm/:prodCd: the property, its rooms, the window and the calendar. Every
 * room × night must have a price, a stock and a sale flag before the form is sent (business-area §5); the server
 * checks the same and its refusals land on their boxes; any other failure says travelProduct.msg.saveFailed (§8).
 */
export function TravelProductForm({ initial, brands, onSubmit, submitLabel, pricesLocked, readOnly = false }: TravelProductFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TravelProductFormValues>();
  const toastFailure = useFailureToast();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as TravelProductFormValues;
    const { rsvStartDt, rsvEndDt } = windowOf(values);
    const missing = incompleteCells(
      values.calendar,
      values.rooms.map((r) => r.key),
      windowNights(rsvStartDt, rsvEndDt),
    );
    if (missing.length > 0) {
      form.setFields([{ name: 'calendar', errors: [t('travelProduct.msg.cellsRequired', { count: missing.length })] }]);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await onSubmit(toTravelBody(values));
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, travelNameOf)) toastFailure(error, 'travelProduct.msg.saveFailed');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Form<TravelProductFormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initial}
      disabled={readOnly}
      onValuesChange={(changed: Partial<TravelProductFormValues>) => clearChangedErrors(form, changed)}
      data-testid="travel-form"
    >
      {readOnly && <Alert type="info" showIcon title={t('framework.masterViewOnly')} data-testid="travel-readonly" />}
      <Section title={t('travelProduct.section.basics')} id="basics">
        <BasicsSection brands={brands} pricesLocked={pricesLocked} />
      </Section>
      <Section title={t('travelProduct.section.address')} id="address">
        <AddressForm
          names={{ zip: 'zipNo', addr: 'baseAddr', dtlAddr: 'dtlAddr' }}
          label={t('travelProduct.field.address')}
          required
          disabled={readOnly}
          testId="travel-address"
        />
      </Section>
      <Section title={t('travelProduct.section.description')} id="description">
        <Form.Item
          name="prodDesc"
          label={t('travelProduct.field.prodDesc')}
          required
          rules={[{ required: true, message: t('travelProduct.msg.prodDescRequired') }]}
        >
          <DescriptionField disabled={readOnly} />
        </Form.Item>
      </Section>
      <Section title={t('travelProduct.section.rooms')} id="rooms">
        <RoomsSection disabled={readOnly} />
      </Section>
      <Section title={t('travelProduct.section.window')} id="window">
        <WindowSection disabled={readOnly} />
        <Suspense fallback={<Skeleton active />}>
          <CalendarSection disabled={readOnly} />
        </Suspense>
      </Section>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void submit()} loading={busy} disabled={readOnly || busy} data-testid="travel-save">
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
