import {
  ZRegisterTravelProductRequest,
  ZTravelWindowChangeRequest,
  ZUpdateTravelProductRequest,
  type TBrandRow,
  type TRegisterTravelProductRequest,
} from '@po/contracts';
import { Alert, Button, Flex, Form } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { AddressForm } from '@/shared/ui/address/address-form';
import { Panel } from '@/shared/ui/panel';
import { incompleteCells, windowNights } from '../model/calendar';
import {
  toRegisterBody,
  toUpdateBody,
  toWindowBody,
  travelNameOf,
  windowOf,
  type TravelProductFormValues,
  type TravelUpdateContext,
} from '../model/travel-form';
import { BasicsSection } from './basics-section';
import { CalendarSection } from './calendar-section';
import { DescriptionField } from './description-field';
import { PhotosSection } from './photos-section';
import { RoomsSection } from './rooms-section';
import { WindowSection } from './window-section';

/** The update's own part: the version read, whether the prices may change, and the window as stored. */
export interface TravelEditSetup extends TravelUpdateContext {
  storedWindow: { rsvStartDt: string; rsvEndDt: string };
}

interface CommonProps {
  initial: TravelProductFormValues;
  brands: readonly TBrandRow[];
  submitLabel: string;
  /** A master session: everything shows, nothing can be sent. */
  readOnly?: boolean;
}

/** Registration (the default) sends its request; the update hands the checked values to its page, which makes its calls. */
export type TravelProductFormProps = CommonProps &
  (
    | { mode?: 'create'; onSubmit: (body: TRegisterTravelProductRequest) => Promise<unknown> }
    | { mode: 'edit'; edit: TravelEditSetup; onSubmit: (values: TravelProductFormValues) => Promise<unknown> }
  );

/** Whether the form's window differs from the stored one (the window call goes first then). */
export function windowChanged(values: TravelProductFormValues, edit: TravelEditSetup): boolean {
  const w = windowOf(values);
  return w.rsvStartDt !== edit.storedWindow.rsvStartDt || w.rsvEndDt !== edit.storedWindow.rsvEndDt;
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
export function TravelProductForm(props: TravelProductFormProps) {
  const { initial, brands, submitLabel, readOnly = false } = props;
  const edit = props.mode === 'edit' ? props.edit : null;
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
    // The contract's schemas check what goes out, the same ones the server runs.
    const check = (schema: Parameters<typeof checkWithSchema>[1], body: unknown) => checkWithSchema(form, schema, body, t, travelNameOf) !== null;
    if (edit) {
      if (!check(ZUpdateTravelProductRequest, toUpdateBody(values, edit))) return;
      if (windowChanged(values, edit) && !check(ZTravelWindowChangeRequest, toWindowBody(values, edit.version))) return;
    } else if (!check(ZRegisterTravelProductRequest, toRegisterBody(values))) return;
    inFlight.current = true;
    setBusy(true);
    try {
      if (props.mode === 'edit') await props.onSubmit(values);
      else await props.onSubmit(toRegisterBody(values));
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
        <BasicsSection brands={brands} pricesLocked={edit ? !edit.pricesEditable : false} />
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
      <Section title={t('travelProduct.section.images')} id="images">
        <Form.Item name="images" label={t('travelProduct.field.images')} required extra={t('travelProduct.help.photos')}>
          <PhotosSection disabled={readOnly} />
        </Form.Item>
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
        <CalendarSection disabled={readOnly} />
      </Section>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void submit()} loading={busy} disabled={readOnly || busy} data-testid="travel-save">
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
