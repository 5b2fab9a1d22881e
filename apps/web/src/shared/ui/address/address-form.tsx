import { SearchOutlined } from '@ant-design/icons';
import { ADDRESS_LIMITS as LIMITS } from '@po/contracts';
import { Button, Form, Input, Space, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseAddressText, type PickedAddress } from './address-pick';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The postcode search (a Table with its Pagination, which brings Tree and Select) loads when it first opens.
const PostcodeDialog = lazyDialog(
  () => import('./postcode-dialog').then((m) => m.PostcodeDialog),
  (p) => p.open,
);

/** Address limits of spec access §2: postcode 10, base address 200, detail 300. */
export const ADDRESS_LIMITS = { zip: LIMITS.zipNoMax, addr: LIMITS.fixAddrMax, dtlAddr: LIMITS.dtlAddrMax } as const;

export interface AddressFormProps {
  /** The form item names of the postcode, base address and detail, e.g. deliveryLocZip / deliveryLocAddr / deliveryLocDtlAddr. */
  names: { zip: string; addr: string; dtlAddr: string };
  label: string;
  required?: boolean;
  disabled?: boolean;
  testId: string;
  /** After a pick (the page may copy it elsewhere, e.g. "return = shipping"). */
  onPicked?: (address: PickedAddress) => void;
}

/**
 * The address form of spec access §2 inside an antd Form: read-only postcode and base address filled by
 * the postcode dialog, and an editable detail address that takes the focus after a pick.
 */
export function AddressForm({ names, label, required, disabled, testId, onPicked }: AddressFormProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const detail = useRef<InputRef>(null);

  const pick = (picked: PickedAddress) => {
    setOpen(false);
    form.setFieldsValue({ [names.zip]: picked.zonecode, [names.addr]: baseAddressText(picked) });
    form.setFields([
      { name: names.zip, errors: [] },
      { name: names.addr, errors: [] },
    ]);
    onPicked?.(picked);
    // The dialog closes first; the detail box can take the focus once it is gone.
    setTimeout(() => detail.current?.focus(), 0);
  };

  return (
    <Form.Item label={label} required={required} style={{ marginBottom: 0 }}>
      <Form.Item style={{ marginBottom: 8 }}>
        <Space.Compact>
          <Form.Item name={names.zip} noStyle>
            <Input
              readOnly
              maxLength={ADDRESS_LIMITS.zip}
              style={{ width: 120 }}
              placeholder={t('address.zonecode')}
              aria-label={`${label} ${t('address.zonecode')}`}
              data-testid={`${testId}-zip`}
            />
          </Form.Item>
          <Button icon={<SearchOutlined />} disabled={disabled} onClick={() => setOpen(true)} data-testid={`${testId}-search`}>
            {t('address.find')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name={names.addr} style={{ marginBottom: 8 }}>
        <Input
          readOnly
          maxLength={ADDRESS_LIMITS.addr}
          placeholder={t('address.base')}
          aria-label={`${label} ${t('address.base')}`}
          data-testid={`${testId}-addr`}
        />
      </Form.Item>
      <Form.Item name={names.dtlAddr}>
        <Input
          ref={detail}
          disabled={disabled}
          maxLength={ADDRESS_LIMITS.dtlAddr}
          placeholder={t('address.detail')}
          aria-label={`${label} ${t('address.detail')}`}
          data-testid={`${testId}-dtl`}
        />
      </Form.Item>
      <PostcodeDialog open={open} onPick={pick} onClose={() => setOpen(false)} />
    </Form.Item>
  );
}
