import {
  BANK_ACCOUNT_LIMITS,
  BUSINESS_NUMBER_LIMITS,
  CODE_GROUPS,
  EMAIL_DIRECT_INPUT,
  managerIdMessage,
  OVERSEAS_BANK_CODE,
  PARTNER_LIMITS,
  PHONE_LIMITS,
  ZPartnerAccountNoCheckRequest,
  ZPartnerJoinIntlRequest,
  type TPartnerFileKind,
} from '@po/contracts';
import { Button, Checkbox, Flex, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCodeList } from '@/shared/code/code-list';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showFieldMessages, showServerFieldErrors, type FieldMessage } from '@/shared/form/schema-form';
import { OverseasAddressFields } from '@/shared/ui/address/overseas-address-fields';
import { EmailFields } from '@/shared/ui/contact/email-fields';
import { digitsOnly } from '@/shared/ui/contact/phone-fields';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { checkMgrId } from '../api/check-mgr-id';
import { checkPartnerAccount } from '../api/check-partner-account';
import { createPartnerJoin } from '../api/create-partner-join';
import { FileSlotsField } from '../components/file-slots';
import {
  checkNote,
  LoginCredentialsSection,
  PartnerTabs,
  PolicySection,
  Section,
  TemplateLinks,
  useCancelApplication,
  type CheckNote,
} from '../components/partner-parts';
import { intlFieldOf, sameAsManager, toIntlRequest, type ContactTarget } from '../model/intl-partner-form';
import { filePayload, flagsAfterChange, INITIAL_FLAGS, missingFileKinds, type FileSlots, type PartnerFlags } from '../model/partner-form';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

const MANAGER_FIELDS = ['chgNm', 'chgHphone', 'chgEmail1', 'chgEmail2', 'chgEmailSelect'];

/** /IntPartner (/InternationalPartner): the international partner application (spec access §2, §3, §4). */
export function IntPartnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm();
  const [flags, setFlags] = useState<PartnerFlags>({ ...INITIAL_FLAGS, bizNoChk: 'Y', authChk: 'Y' });
  const [slots, setSlots] = useState<FileSlots>({});
  const cancel = useCancelApplication(form, Object.values(slots).some(Boolean));
  const [fileErrors, setFileErrors] = useState<Partial<Record<TPartnerFileKind, string>>>({});
  const [notes, setNotes] = useState<{ mgrId: CheckNote; account: CheckNote }>({ mgrId: null, account: null });
  const [busy, setBusy] = useState<string | null>(null);
  const banks = useCodeList(CODE_GROUPS.bank);
  const domains = useCodeList(CODE_GROUPS.emailDomain);
  const countries = useCodeList(CODE_GROUPS.country);
  const bankCd = Form.useWatch('bankCd', form) as string | undefined;
  const overseas = bankCd === OVERSEAS_BANK_CODE;
  const bankOptions = (banks.data ?? [])
    .filter((b) => b.code === OVERSEAS_BANK_CODE || !!b.attrC1)
    .map((b) => ({ value: b.code, label: b.codeNm, title: b.codeNm }));

  const onValuesChange = (changed: Record<string, unknown>, all: Record<string, unknown>) => {
    clearChangedErrors(form, changed);
    const names = Object.keys(changed);
    setFlags((f) => flagsAfterChange(f, names));
    if (names.includes('mgrId')) setNotes((n) => ({ ...n, mgrId: null }));
    if (names.some((n) => ['bankCd', 'accountNm', 'accountNo'].includes(n))) setNotes((n) => ({ ...n, account: null }));
    if (names.some((n) => MANAGER_FIELDS.includes(n))) {
      for (const target of ['csOperator', 'sacOperator'] as ContactTarget[]) if (all[`${target}Same`]) form.setFieldsValue(sameAsManager(all, target, true));
    }
  };

  const onSame = (target: ContactTarget, on: boolean) => form.setFieldsValue(sameAsManager(form.getFieldsValue(true) as Record<string, unknown>, target, on));

  const run = async (name: string, task: () => Promise<void>) => {
    setBusy(name);
    try {
      await task();
    } catch (e) {
      if (!showServerFieldErrors(form, e, t, intlFieldOf)) failure(e);
    } finally {
      setBusy(null);
    }
  };

  const onCheckMgrId = () => {
    const id = String(form.getFieldValue('mgrId') ?? '');
    const problem = managerIdMessage(id);
    if (problem) return showFieldMessages(form, [{ name: ['mgrId'], messageKey: problem }], t);
    return run('mgrId', async () => {
      const count = await checkMgrId(id.trim());
      setFlags((f) => ({ ...f, idChk: count === 0 ? 'Y' : 'N' }));
      setNotes((n) => ({ ...n, mgrId: { type: count === 0 ? 'success' : 'danger', text: t(count === 0 ? 'mgrId.msg.available' : 'mgrId.msg.taken') } }));
    });
  };

  const onCheckAccount = () => {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const parsed = checkWithSchema(
      form,
      ZPartnerAccountNoCheckRequest,
      { bankCd: v.bankCd, accountNm: v.accountNm, accountNo: v.accountNo, supplyEntrNm: v.supplyEntrNm, ownerNm: v.ownerNm },
      t,
    );
    if (!parsed) return;
    return run('account', async () => {
      const reply = await checkPartnerAccount(parsed);
      const ok = reply.resultCode === '000';
      setFlags((f) => ({ ...f, accountChk: ok ? 'Y' : 'N' }));
      setNotes((n) => ({ ...n, account: { type: ok ? 'success' : 'danger', text: reply.resultMsg } }));
    });
  };

  const onSave = () => {
    const request = toIntlRequest(form.getFieldsValue(true) as Record<string, unknown>, flags);
    const parsed = checkWithSchema(form, ZPartnerJoinIntlRequest, request, t, intlFieldOf);
    const extra: FieldMessage[] = [];
    if (!overseas && flags.accountChk !== 'Y') extra.push({ name: ['accountNo'], messageKey: 'partner.msg.accountCheckFirst' });
    if (flags.idChk !== 'Y') extra.push({ name: ['mgrId'], messageKey: 'partner.msg.idCheckFirst' });
    const missing = missingFileKinds(slots, 'international');
    setFileErrors(Object.fromEntries(missing.map((k) => [k, t('file.msg.required')])));
    if (!parsed) return;
    if (extra.length > 0) return showFieldMessages(form, extra, t);
    if (missing.length > 0) return;
    const { fileKinds, files } = filePayload(slots, 'international');
    modal.confirm({
      content: t('partner.confirmSave'),
      okButtonProps: { 'data-testid': 'partner-confirm-ok' },
      onOk: () =>
        run('save', async () => {
          await createPartnerJoin({ ...request, fileKinds }, files);
          modal.success({ content: t('partner.saved'), okButtonProps: { 'data-testid': 'partner-success-ok' }, onOk: () => void navigate('/login') });
        }),
    });
  };

  const intlPhone = (name: string, label: string, testId: string, required = true) => (
    <Form.Item label={label} name={name} required={required} normalize={digitsOnly(PHONE_LIMITS.intlMax)} extra={t('partner.intlPhoneHint')}>
      <Input inputMode="numeric" maxLength={PHONE_LIMITS.intlMax} style={{ maxWidth: 300 }} data-testid={testId} />
    </Form.Item>
  );
  const contact = (target: ContactTarget, testId: string) => (
    <>
      <Form.Item label=" " colon={false} name={`${target}Same`} valuePropName="checked">
        <Checkbox onChange={(e) => onSame(target, e.target.checked)} data-testid={`${testId}-same`}>
          {t('partner.sameAsManager')}
        </Checkbox>
      </Form.Item>
      <Form.Item label={t(`partner.field.${target}Nm`)} name={`${target}Nm`} required>
        <Input maxLength={50} data-testid={`${testId}-nm`} />
      </Form.Item>
      {intlPhone(`${target}Phone`, t(`partner.field.${target}Phone`), `${testId}-phone`)}
      <EmailFields
        names={[`${target}Email1`, `${target}Email2`]}
        pickName={`${target}EmailSelect`}
        label={t(`partner.field.${target}Email`)}
        domains={domains.data ?? []}
        loading={domains.isPending}
        required
        testId={`${testId}-email`}
      />
    </>
  );

  return (
    <PublicPageShell title={t('partner.intTitle')} width={900}>
      <div data-testid="int-partner-page">
        <PartnerTabs active="international" />
        <TemplateLinks />
        <Form
          form={form}
          labelCol={{ flex: '180px' }}
          labelWrap
          initialValues={{
            bizGb: 'O',
            chgEmailSelect: EMAIL_DIRECT_INPUT,
            csOperatorEmailSelect: EMAIL_DIRECT_INPUT,
            sacOperatorEmailSelect: EMAIL_DIRECT_INPUT,
          }}
          onValuesChange={onValuesChange}
        >
          <Section title={t('partner.area.business')} testId="partner-area1">
            <Form.Item label={t('partner.field.bizGb')} name="bizGb" required>
              <Radio.Group options={['O', 'F'].map((v) => ({ value: v, label: t(runtimeKey(`partner.bizGb.${v}`)) }))} data-testid="partner-bizgb" />
            </Form.Item>
            <Form.Item label={t('partner.field.bizNo')} name="bizNo" normalize={digitsOnly(BUSINESS_NUMBER_LIMITS.intlMax)}>
              <Input style={{ maxWidth: 360 }} inputMode="numeric" placeholder={t('partner.field.intBizNoHint')} data-testid="partner-bizno" />
            </Form.Item>
            <Form.Item label={t('partner.field.supplyEntrNm')} name="supplyEntrNm" required>
              <Input maxLength={PARTNER_LIMITS.supplyEntrNmMax} data-testid="partner-company" />
            </Form.Item>
            <Form.Item label={t('partner.field.ownerNm')} name="ownerNm" required>
              <Input maxLength={50} data-testid="partner-owner" />
            </Form.Item>
            <Form.Item label={t('partner.field.bizKind')} name="bizKind" required>
              <Input maxLength={PARTNER_LIMITS.bizKindMax} data-testid="partner-biz-kind" />
            </Form.Item>
            <Form.Item label={t('partner.field.bizType')} name="bizType" required>
              <Input maxLength={PARTNER_LIMITS.bizTypeMax} data-testid="partner-biz-type" />
            </Form.Item>
            <OverseasAddressFields
              names={{ country: 'bizCountryCd', city: 'bizCityNm', zip: 'bizZipNo', addr: 'bizFixAddr', dtlAddr: 'bizDtlAddr' }}
              countries={countries.data ?? []}
              loading={countries.isPending}
              testId="partner-address"
            />
            {intlPhone('phone', t('partner.field.phone'), 'partner-phone')}
            {intlPhone('fax', t('partner.field.fax'), 'partner-fax', false)}
            <Form.Item label={t('partner.field.homeUrl')} name="homeUrl">
              <Input maxLength={PARTNER_LIMITS.homeUrlMax} data-testid="partner-home-url" />
            </Form.Item>
          </Section>

          <Section title={t('partner.area.manager')} testId="partner-area2">
            <Form.Item label={t('partner.field.chgNm')} name="chgNm" required>
              <Input maxLength={50} data-testid="partner-chg-nm" />
            </Form.Item>
            {intlPhone('chgHphone', t('partner.field.chgHphone'), 'partner-chg-phone')}
            <EmailFields
              names={['chgEmail1', 'chgEmail2']}
              pickName="chgEmailSelect"
              label={t('partner.field.chgEmail')}
              domains={domains.data ?? []}
              loading={domains.isPending}
              required
              testId="partner-chg-email"
            />
          </Section>

          <Section title={t('partner.area.cs')} testId="partner-area3">
            {contact('csOperator', 'partner-cs')}
          </Section>

          <Section title={t('partner.area.settlement')} testId="partner-area4">
            {contact('sacOperator', 'partner-sac')}
            <Form.Item label={t('partner.field.bankCd')} name="bankCd" required>
              <Select
                style={{ maxWidth: 260 }}
                options={bankOptions}
                loading={banks.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="partner-bank"
              />
            </Form.Item>
            {overseas && (
              <>
                <Form.Item label={t('partner.field.bankNm')} name="bankNm" required>
                  <Input maxLength={50} data-testid="partner-bank-nm" />
                </Form.Item>
                <Form.Item label={t('partner.field.bankEnAddr')} name="bankEnAddr" required>
                  <Input maxLength={BANK_ACCOUNT_LIMITS.enAddrMax} data-testid="partner-bank-en-addr" />
                </Form.Item>
                <Form.Item label={t('partner.field.swiftCd')} name="swiftCd" required>
                  <Input maxLength={BANK_ACCOUNT_LIMITS.swiftMax} style={{ maxWidth: 200 }} data-testid="partner-swift" />
                </Form.Item>
                <Form.Item label={t('partner.field.countryCd')} name="countryCd" required>
                  <Select
                    style={{ maxWidth: 260 }}
                    options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.codeNm, title: c.codeNm }))}
                    loading={countries.isPending}
                    showSearch={{ optionFilterProp: 'label' }}
                    data-testid="partner-country"
                  />
                </Form.Item>
              </>
            )}
            <Form.Item label={t('partner.field.accountNm')} name="accountNm" required>
              <Input maxLength={50} data-testid="partner-account-nm" />
            </Form.Item>
            <Form.Item
              label={t('partner.field.accountNo')}
              required
              extra={overseas ? t('partner.msg.overseasNoCheck') : checkNote(notes.account, 'partner-account-note')}
            >
              <Space.Compact>
                <Form.Item name="accountNo" noStyle normalize={digitsOnly(20)}>
                  <Input style={{ width: 240 }} inputMode="numeric" aria-label={t('partner.field.accountNo')} data-testid="partner-account-no" />
                </Form.Item>
                {!overseas && (
                  <Button loading={busy === 'account'} onClick={() => void onCheckAccount()} data-testid="partner-account-check">
                    {t('partner.accountCheck')}
                  </Button>
                )}
              </Space.Compact>
            </Form.Item>
            <Form.Item label={t('partner.field.mdNm')} name="mdNm">
              <Input maxLength={50} data-testid="partner-md-nm" />
            </Form.Item>
            <Form.Item label={t('partner.field.deptNm')} name="deptNm">
              <Input maxLength={50} data-testid="partner-dept-nm" />
            </Form.Item>
          </Section>

          <Section title={t('partner.area.files')} testId="partner-area5">
            <FileSlotsField
              variant="international"
              slots={slots}
              errors={fileErrors}
              onChange={(s) => {
                setSlots(s);
                setFileErrors({});
              }}
            />
          </Section>

          <LoginCredentialsSection mgrIdNote={notes.mgrId} checking={busy === 'mgrId'} onCheckMgrId={() => void onCheckMgrId()} />

          <PolicySection genuine={false} />

          <Flex justify="center" gap={8}>
            <Button onClick={cancel} data-testid="partner-cancel">
              {t('partner.cancel')}
            </Button>
            <Button type="primary" loading={busy === 'save'} onClick={onSave} data-testid="partner-save">
              {t('partner.save')}
            </Button>
          </Flex>
        </Form>
      </div>
    </PublicPageShell>
  );
}
