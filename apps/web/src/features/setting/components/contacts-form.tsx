import { ACCOUNT_CONTACTS, CODE_GROUPS, NAME_LIMITS, takesIntlPhones, updateAccountRequestOf, type TAccountReply } from '@po/contracts';
import { Alert, Button, Col, Flex, Form, Input, Row, Switch } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeList, usePhonePrefixes } from '@/shared/code/code-list';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { EmailFields } from '@/shared/ui/contact/email-fields';
import { IntlPhoneField } from '@/shared/ui/contact/intl-phone-field';
import { PhoneFields } from '@/shared/ui/contact/phone-fields';
import { useUpdateAccount } from '../api/update-account';
import { pickNameOf, toAccountFormValues, toUpdateAccountBody, type AccountFormValues } from '../model/account-form';
import { useFeedback } from '@/shared/feedback/feedback';

type Contact = (typeof ACCOUNT_CONTACTS)[number];
const KIND = { chgNm: 'chg', csOperatorNm: 'cs', sacOperatorNm: 'sac' } as const;

/**
 * The three contacts of the company (person in charge, CS, settlement) and the alimtalk flag. The
 * person in charge needs a mobile number; the settlement contact's e-mail receives the tax invoices.
 * An overseas seller (entrType G) gives each contact one international number instead of Korean parts.
 */
export function ContactsForm({ account }: { account: TAccountReply }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<AccountFormValues>();
  const domains = useCodeList(CODE_GROUPS.emailDomain);
  const mobile = usePhonePrefixes('mobile');
  const any = usePhonePrefixes('any');
  const save = useUpdateAccount();
  const intl = takesIntlPhones(account.entrType);

  useEffect(() => {
    if (domains.data) form.setFieldsValue(toAccountFormValues(account, domains.data));
  }, [account, domains.data, form]);

  const { submit, pending } = useSchemaSubmit({
    form,
    schema: updateAccountRequestOf(account.entrType),
    toBody: (v) => toUpdateAccountBody(v, account.entrType),
    send: async (body) => {
      await save.mutateAsync(body);
      void message.success(t('setting.msg.saved'));
    },
  });

  const contact = (c: Contact) => {
    const kind = KIND[c.nm];
    const prefixes = kind === 'chg' ? mobile : any;
    return (
      <Col xs={24} xxl={8} key={c.nm}>
        <Panel size="small" title={t(`setting.account.contact.${kind}`)} style={{ height: '100%' }} data-testid={`contact-${kind}`}>
          {kind === 'sac' && <Alert type="info" showIcon title={t('setting.account.contact.sacNote')} style={{ marginBottom: 12 }} />}
          <Form.Item name={c.nm} label={t('setting.account.contact.name')} required>
            <Input maxLength={NAME_LIMITS.inputMax} data-testid={`${kind}-name`} />
          </Form.Item>
          {intl ? (
            <IntlPhoneField
              name={c.phone}
              label={t(kind === 'chg' ? 'setting.account.contact.intlMobile' : 'setting.account.contact.intlPhone')}
              hint={t('setting.account.contact.intlPhoneHint')}
              required
              testId={`${kind}-intl-phone`}
            />
          ) : (
            <PhoneFields
              names={[`${c.phone}1`, `${c.phone}2`, `${c.phone}3`]}
              label={t(kind === 'chg' ? 'setting.account.contact.mobile' : 'setting.account.contact.phone')}
              prefixes={prefixes.prefixes}
              loading={prefixes.loading}
              required
              testId={`${kind}-phone`}
            />
          )}
          <EmailFields
            names={[`${c.email}1`, `${c.email}2`]}
            pickName={pickNameOf(c.email)}
            label={t('setting.account.contact.email')}
            domains={domains.data ?? []}
            loading={domains.isPending}
            required
            testId={`${kind}-email`}
          />
          {kind === 'chg' && (
            <Form.Item
              name="ntceYn"
              label={t('setting.account.contact.ntceYn')}
              valuePropName="checked"
              getValueProps={(v: unknown) => ({ checked: v === 'Y' })}
              normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
              extra={t('setting.account.contact.ntceYnHelp')}
            >
              <Switch data-testid="account-ntceyn" />
            </Form.Item>
          )}
        </Panel>
      </Col>
    );
  };

  return (
    <Panel
      title={t('setting.account.contacts')}
      size="small"
      extra={
        <Button type="primary" onClick={() => void submit()} loading={pending} disabled={pending} data-testid="account-save">
          {t('form.button.save')}
        </Button>
      }
    >
      <Form<AccountFormValues>
        form={form}
        layout="vertical"
        requiredMark
        onValuesChange={(changed: Partial<AccountFormValues>) => clearChangedErrors(form, changed)}
      >
        <Row gutter={[12, 12]}>{ACCOUNT_CONTACTS.map(contact)}</Row>
      </Form>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Text type="secondary">{t('setting.account.contactsHelp')}</Text>
      </Flex>
    </Panel>
  );
}
