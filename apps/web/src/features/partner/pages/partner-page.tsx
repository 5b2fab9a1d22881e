import {
  AUTH_CODE,
  BIZ_NO_CHECK,
  CODE_GROUPS,
  managerIdMessage,
  PARTNER_LIMITS,
  ZPartnerAccountNoCheckRequest,
  ZPartnerJoinDomesticRequest,
  type TPartnerFileKind,
} from '@po/contracts';
import { Button, Checkbox, Flex, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCodeList, usePhonePrefixes } from '@/shared/code/code-list';
import { formatAuthTime } from '@/shared/date/auth-time';
import { checkWithSchema, clearChangedErrors, showFieldMessages, showServerFieldErrors, type FieldMessage } from '@/shared/form/schema-form';
import { useFailureToast } from '@/shared/form/failure';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { AddressForm } from '@/shared/ui/address/address-form';
import { digitsOnly, PhoneFields } from '@/shared/ui/contact/phone-fields';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { checkBizNo } from '../api/check-biz-no';
import { checkMgrId } from '../api/check-mgr-id';
import { checkPartnerAccount } from '../api/check-partner-account';
import { checkSignupCode } from '../api/check-signup-code';
import { createPartnerJoin } from '../api/create-partner-join';
import { useTaskAllowIp } from '../api/fetch-task-allow-ip';
import { sendSignupCode } from '../api/send-signup-code';
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
import { canSendSms, INITIAL_SMS, smsAfterPhoneChange, SmsVerify, type SmsState } from '../components/sms-verify';
import {
  canCheckBizNo,
  copiedContacts,
  filePayload,
  flagsAfterChange,
  INITIAL_FLAGS,
  missingFileKinds,
  toDomesticRequest,
  type FileSlots,
  type PartnerFlags,
} from '../model/partner-form';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

const CONTACT_SOURCE = ['chgNm', 'chgHphone1', 'chgHphone2', 'chgHphone3', 'chgEmail'];

/** /Partner: the domestic partner application (spec access §2, §3, §4). */
export function PartnerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm();
  const [flags, setFlags] = useState<PartnerFlags>(INITIAL_FLAGS);
  const [sms, setSms] = useState<SmsState>(INITIAL_SMS);
  const [slots, setSlots] = useState<FileSlots>({});
  const cancel = useCancelApplication(form, Object.values(slots).some(Boolean));
  const [fileErrors, setFileErrors] = useState<Partial<Record<TPartnerFileKind, string>>>({});
  const [notes, setNotes] = useState<{ bizNo: CheckNote; mgrId: CheckNote; account: CheckNote }>({ bizNo: null, mgrId: null, account: null });
  const [busy, setBusy] = useState<string | null>(null);
  const countdown = useCountdown(AUTH_CODE.validitySeconds);

  const mobile = usePhonePrefixes('mobile');
  const any = usePhonePrefixes('any');
  const banks = useCodeList(CODE_GROUPS.bank);
  const allowIp = useTaskAllowIp();
  const bizNo = Form.useWatch('bizNo', form) as string | undefined;
  const entrType = Form.useWatch('entrType', form) as string | undefined;
  const chgParts = {
    phone1: Form.useWatch('chgHphone1', form) as string | undefined,
    phone2: Form.useWatch('chgHphone2', form) as string | undefined,
    phone3: Form.useWatch('chgHphone3', form) as string | undefined,
  };
  const bankOptions = (banks.data ?? []).filter((b) => !!b.attrC1).map((b) => ({ value: b.code, label: b.codeNm, title: b.codeNm }));

  const note = (key: keyof typeof notes, value: CheckNote) => setNotes((n) => ({ ...n, [key]: value }));

  const onValuesChange = (changed: Record<string, unknown>, all: Record<string, unknown>) => {
    clearChangedErrors(form, changed);
    const names = Object.keys(changed);
    setFlags((f) => flagsAfterChange(f, names));
    if (names.includes('bizNo')) note('bizNo', null);
    if (names.includes('mgrId')) note('mgrId', null);
    if (names.some((n) => ['bankCd', 'accountNm', 'accountNo'].includes(n))) note('account', null);
    if (names.some((n) => n.startsWith('chgHphone'))) {
      setSms((s) => {
        const next = smsAfterPhoneChange(s);
        if (next !== s) {
          countdown.reset();
          form.setFieldValue('smsCode', '');
        }
        return next;
      });
    }
    if (all.copyContact && names.some((n) => CONTACT_SOURCE.includes(n) || n === 'copyContact')) form.setFieldsValue(copiedContacts(all));
  };

  const run = async (name: string, task: () => Promise<void>) => {
    setBusy(name);
    try {
      await task();
    } catch (e) {
      if (!showServerFieldErrors(form, e, t)) failure(e);
    } finally {
      setBusy(null);
    }
  };

  const onCheckBizNo = () =>
    run('bizNo', async () => {
      const reply = await checkBizNo(String(form.getFieldValue('bizNo')));
      const ok = reply.resultCode === BIZ_NO_CHECK.available.resultCode;
      setFlags((f) => ({ ...f, bizNoChk: ok ? 'Y' : 'N' }));
      note('bizNo', { type: ok ? 'success' : 'danger', text: reply.resultMsg });
    });

  const onCheckMgrId = () => {
    const id = String(form.getFieldValue('mgrId') ?? '');
    const problem = managerIdMessage(id);
    if (problem) return showFieldMessages(form, [{ name: ['mgrId'], messageKey: problem }], t);
    return run('mgrId', async () => {
      const count = await checkMgrId(id.trim());
      setFlags((f) => ({ ...f, idChk: count === 0 ? 'Y' : 'N' }));
      note('mgrId', { type: count === 0 ? 'success' : 'danger', text: t(count === 0 ? 'mgrId.msg.available' : 'mgrId.msg.taken') });
    });
  };

  const onCheckAccount = () => {
    const body = {
      bankCd: form.getFieldValue('bankCd') as unknown,
      accountNm: form.getFieldValue('accountNm') as unknown,
      accountNo: form.getFieldValue('accountNo') as unknown,
      supplyEntrNm: form.getFieldValue('supplyEntrNm') as unknown,
      ownerNm: form.getFieldValue('ownerNm') as unknown,
    };
    const parsed = checkWithSchema(form, ZPartnerAccountNoCheckRequest, body, t);
    if (!parsed) return;
    return run('account', async () => {
      const reply = await checkPartnerAccount(parsed);
      const ok = reply.resultCode === '000';
      setFlags((f) => ({ ...f, accountChk: ok ? 'Y' : 'N' }));
      note('account', { type: ok ? 'success' : 'danger', text: reply.resultMsg });
    });
  };

  const onSendSms = () =>
    run('smsSend', async () => {
      const authTime = formatAuthTime();
      const authGb = sms.authTime ? 'U' : 'I';
      await sendSignupCode({ phone1: chgParts.phone1 ?? '', phone2: chgParts.phone2 ?? '', phone3: chgParts.phone3 ?? '', authTime, authGb });
      form.setFieldValue('smsCode', '');
      setSms({ ...INITIAL_SMS, authTime, authGb, codeOpen: true, message: { type: 'success', text: t('partner.sms.sent') } });
      countdown.start();
    });

  const onCheckSms = (code: string) => {
    if (countdown.expired) return setSms((s) => ({ ...s, message: { type: 'danger', text: t('step2.msg.msg6') } }));
    if (!new RegExp(`^[0-9]{${AUTH_CODE.length}}$`).test(code))
      return setSms((s) => ({ ...s, message: { type: 'danger', text: t('partner.sms.codeFormat') } }));
    return run('smsCheck', async () => {
      const reply = await checkSignupCode({
        phone1: chgParts.phone1 ?? '',
        phone2: chgParts.phone2 ?? '',
        phone3: chgParts.phone3 ?? '',
        authTime: sms.authTime,
        authNo: code,
      });
      if (reply.resultCode === 1) {
        countdown.reset();
        setFlags((f) => ({ ...f, authChk: 'Y' }));
        setSms((s) => ({
          ...s,
          verified: true,
          codeOpen: false,
          authNo: code,
          message: { type: 'success', text: reply.resultMsg || t('partner.msg.authVerified') },
        }));
      } else {
        setSms((s) => ({ ...s, message: { type: 'danger', text: reply.resultMsg } }));
      }
    });
  };

  const onSave = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const request = toDomesticRequest(values, { authTime: sms.authTime, authNo: sms.authNo, authGb: sms.authGb }, flags);
    const parsed = checkWithSchema(form, ZPartnerJoinDomesticRequest, request, t);
    const extra: FieldMessage[] = [];
    if (flags.bizNoChk !== 'Y') extra.push({ name: ['bizNo'], messageKey: 'bizNo.msg.checkFirst' });
    if (flags.authChk !== 'Y') extra.push({ name: ['chgHphone1'], messageKey: 'partner.msg.authRequired' });
    if (flags.accountChk !== 'Y') extra.push({ name: ['accountNo'], messageKey: 'partner.msg.accountCheckFirst' });
    if (flags.idChk !== 'Y') extra.push({ name: ['mgrId'], messageKey: 'partner.msg.idCheckFirst' });
    const missing = missingFileKinds(slots, 'domestic');
    setFileErrors(Object.fromEntries(missing.map((k) => [k, t('file.msg.required')])));
    if (!parsed) return;
    if (extra.length > 0) return showFieldMessages(form, extra, t);
    if (missing.length > 0) {
      document.querySelector<HTMLElement>(`[data-testid="partner-file-${missing[0]}-choose"]`)?.focus();
      return;
    }
    const { fileKinds, files } = filePayload(slots, 'domestic');
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

  return (
    <PublicPageShell title={t('partner.title')} width={900}>
      <div data-testid="partner-page">
        <PartnerTabs active="domestic" />
        <TemplateLinks />
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '180px' }}
          labelWrap
          initialValues={{ bizGb: 'C', entrType: 'N', agreeYn: false, agreeGenuineYn: false, pymagrmConfirmYn: false, ntceYn: false }}
          onValuesChange={onValuesChange}
          scrollToFirstError
        >
          <Section title={t('partner.area.business')} testId="partner-area1">
            <Form.Item label={t('partner.field.entrType')}>
              <Form.Item name="entrType" noStyle>
                <Radio.Group
                  disabled={allowIp.data !== true}
                  data-testid="partner-entr-type"
                  options={['N', 'O', 'G'].map((v) => ({ value: v, label: t(runtimeKey(`partner.entrType.${v}`)) }))}
                />
              </Form.Item>
            </Form.Item>
            <Form.Item label={t('partner.field.bizGb')} name="bizGb" required>
              <Radio.Group options={['C', 'P'].map((v) => ({ value: v, label: t(runtimeKey(`partner.bizGb.${v}`)) }))} data-testid="partner-bizgb" />
            </Form.Item>
            <Form.Item label={t('partner.field.bizNo')} required extra={checkNote(notes.bizNo, 'partner-bizno-note')}>
              <Space.Compact>
                <Form.Item name="bizNo" noStyle normalize={digitsOnly(10)}>
                  <Input
                    style={{ width: 200 }}
                    inputMode="numeric"
                    placeholder={t('partner.field.bizNoHint')}
                    aria-label={t('partner.field.bizNo')}
                    data-testid="partner-bizno"
                  />
                </Form.Item>
                <Button disabled={!canCheckBizNo(bizNo)} loading={busy === 'bizNo'} onClick={() => void onCheckBizNo()} data-testid="partner-bizno-check">
                  {t('partner.check')}
                </Button>
              </Space.Compact>
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
            <AddressForm
              names={{ zip: 'bizZipNo', addr: 'bizFixAddr', dtlAddr: 'bizDtlAddr' }}
              label={t('partner.field.address')}
              required
              testId="partner-address"
            />
            <PhoneFields
              names={['phone1', 'phone2', 'phone3']}
              label={t('partner.field.phone')}
              prefixes={any.prefixes}
              loading={any.loading}
              required
              testId="partner-phone"
            />
            <PhoneFields names={['fax1', 'fax2', 'fax3']} label={t('partner.field.fax')} prefixes={any.prefixes} loading={any.loading} testId="partner-fax" />
            <Form.Item label={t('partner.field.homeUrl')} name="homeUrl">
              <Input maxLength={PARTNER_LIMITS.homeUrlMax} data-testid="partner-home-url" />
            </Form.Item>
          </Section>

          <Section title={t('partner.area.manager')} testId="partner-area2">
            <Form.Item label={t('partner.field.chgNm')} name="chgNm" required>
              <Input maxLength={50} data-testid="partner-chg-nm" />
            </Form.Item>
            <PhoneFields
              names={['chgHphone1', 'chgHphone2', 'chgHphone3']}
              label={t('partner.field.chgHphone')}
              prefixes={mobile.prefixes}
              loading={mobile.loading}
              required
              testId="partner-chg-phone"
            />
            <SmsVerify
              sms={sms}
              countdown={countdown}
              sending={busy === 'smsSend'}
              checking={busy === 'smsCheck'}
              canSend={canSendSms(chgParts)}
              onSend={() => void onSendSms()}
              onCheck={(c) => void onCheckSms(c)}
            />
            <Form.Item label={t('partner.field.chgEmail')} name="chgEmail" required>
              <Input maxLength={80} data-testid="partner-chg-email" />
            </Form.Item>
            <Form.Item label=" " colon={false} name="copyContact" valuePropName="checked">
              <Checkbox data-testid="partner-copy-contact">{t('partner.copyContact')}</Checkbox>
            </Form.Item>
          </Section>

          <Section title={t('partner.area.cs')} testId="partner-area3">
            <Form.Item label={t('partner.field.csOperatorNm')} name="csOperatorNm" required>
              <Input maxLength={50} data-testid="partner-cs-nm" />
            </Form.Item>
            <PhoneFields
              names={['csOperatorPhone1', 'csOperatorPhone2', 'csOperatorPhone3']}
              label={t('partner.field.csOperatorPhone')}
              prefixes={any.prefixes}
              loading={any.loading}
              required
              testId="partner-cs-phone"
            />
            <Form.Item label={t('partner.field.csOperatorEmail')} name="csOperatorEmail" required>
              <Input maxLength={80} data-testid="partner-cs-email" />
            </Form.Item>
          </Section>

          <Section title={t('partner.area.settlement')} testId="partner-area4">
            <Form.Item label={t('partner.field.sacOperatorNm')} name="sacOperatorNm" required>
              <Input maxLength={50} data-testid="partner-sac-nm" />
            </Form.Item>
            <PhoneFields
              names={['sacOperatorPhone1', 'sacOperatorPhone2', 'sacOperatorPhone3']}
              label={t('partner.field.sacOperatorPhone')}
              prefixes={any.prefixes}
              loading={any.loading}
              required
              testId="partner-sac-phone"
            />
            <Form.Item label={t('partner.field.sacOperatorEmail')} name="sacOperatorEmail" required>
              <Input maxLength={80} data-testid="partner-sac-email" />
            </Form.Item>
            <Form.Item label={t('partner.field.bankCd')} name="bankCd" required>
              <Select
                style={{ maxWidth: 260 }}
                options={bankOptions}
                loading={banks.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="partner-bank"
              />
            </Form.Item>
            <Form.Item label={t('partner.field.accountNm')} name="accountNm" required>
              <Input maxLength={50} data-testid="partner-account-nm" />
            </Form.Item>
            <Form.Item label={t('partner.field.accountNo')} required extra={checkNote(notes.account, 'partner-account-note')}>
              <Space.Compact>
                <Form.Item name="accountNo" noStyle normalize={digitsOnly(20)}>
                  <Input style={{ width: 240 }} inputMode="numeric" aria-label={t('partner.field.accountNo')} data-testid="partner-account-no" />
                </Form.Item>
                <Button loading={busy === 'account'} onClick={() => void onCheckAccount()} data-testid="partner-account-check">
                  {t('partner.accountCheck')}
                </Button>
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
              variant="domestic"
              slots={slots}
              errors={fileErrors}
              onChange={(s) => {
                setSlots(s);
                setFileErrors({});
              }}
            />
          </Section>

          <LoginCredentialsSection mgrIdNote={notes.mgrId} checking={busy === 'mgrId'} onCheckMgrId={() => void onCheckMgrId()} />

          <PolicySection genuine={entrType === 'O'} />

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
