import { AUTH_CODE, AUTH_NUMBER_MESSAGES, PHONE_LIMITS, stripNonDigits, ZAddAuthPhoneRequest, ZPhoneParts, type TAddAuthPhoneReply } from '@po/contracts';
import { Button, Flex, Form, Input, Select, Space, type InputRef } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postAuthPhone } from '@/features/login/api/add-auth-phone';
import { sendAuthCode } from '@/features/login/api/send-auth-code';
import { formatAuthTime } from '@/shared/date/auth-time';
import type { Ticker } from '@/shared/hooks/countdown';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { CodeCountdown } from './code-countdown';
import { DevCodeHint } from './dev-code-hint';
import { usePhonePrefixes } from '@/shared/code/code-list';
import { useFeedback } from '@/shared/feedback/feedback';
import { failureText } from '@/shared/http/errors';
import { messageText, schemaMessages, type FieldMessage } from '@/shared/form/schema-form';

type PhoneField = 'phone1' | 'phone2' | 'phone3';
type Field = PhoneField | 'authNo';
type Errors = Partial<Record<Field, string>>;

export interface AddPhoneFormProps {
  /** Saved (reply 1): the new phone was the second factor, so the sign-in is complete; the reply's flags say where to go. */
  onAdded: (reply: TAddAuthPhoneReply) => void;
  /** Cancel, or a reply that ends the popup (5 duplicate or full). */
  onClose: () => void;
  ticker?: Ticker;
  now?: () => Date;
}

/** A message's form path as a field of this form. */
const fieldOf = (path: readonly (string | number)[]): Field | null => {
  const f = path[0];
  return f === 'phone1' || f === 'phone2' || f === 'phone3' || f === 'authNo' ? f : null;
};

/**
 * Registering a first authentication phone at sign-in: prove the number with a code, then save it
 * (spec access §4 "Phone authentication popup", §8 phone save reply). Mount it afresh to reset it.
 */
export function AddPhoneForm({ onAdded, onClose, ticker, now = () => new Date() }: AddPhoneFormProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const prefixes = usePhonePrefixes('mobile');
  const countdown = useCountdown(AUTH_CODE.validitySeconds, ticker);
  const codeInput = useRef<InputRef>(null);
  const [phone, setPhone] = useState<Record<PhoneField, string>>({ phone1: '', phone2: '', phone3: '' });
  const [authTime, setAuthTime] = useState('');
  const [code, setCode] = useState('');
  const [devCode, setDevCode] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'save' | null>(null);
  const sent = authTime !== '';

  // The boxes are plain state, not antd Form items: the schema's messages are shown through `errors`.
  const errorsOf = (messages: readonly FieldMessage[]): Errors => {
    const out: Errors = {};
    for (const m of messages) {
      const f = fieldOf(m.name);
      if (f && !out[f]) out[f] = messageText(t, m.messageKey);
    }
    return out;
  };

  // No maxLength on the number inputs: the browser would cut a pasted "98-76" to "98-7" before the
  // non-digits are stripped; the digits are capped here instead.
  const changePhone = (field: PhoneField, value: string) => {
    const next = field === 'phone1' ? value : stripNonDigits(value).slice(0, field === 'phone2' ? PHONE_LIMITS.partMax : PHONE_LIMITS.lastLength);
    setPhone((p) => ({ ...p, [field]: next }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (sent && next !== phone[field]) {
      // The code proved the old number: a changed number must be verified again (spec access §4 sign-up rule).
      setAuthTime('');
      setCode('');
      setDevCode(undefined);
      countdown.reset();
      setNotice(t('phone.msg.reset'));
    }
  };

  const send = async () => {
    const checked = schemaMessages(ZPhoneParts, phone);
    if (!checked.ok) return setErrors(errorsOf(checked.messages));
    const nextAuthTime = formatAuthTime(now());
    setBusy('send');
    try {
      const reply = await sendAuthCode({ ...checked.data, authTime: nextAuthTime, authGb: sent ? 'U' : 'I' });
      setAuthTime(nextAuthTime);
      setDevCode(reply.authNo);
      setCode('');
      setErrors({});
      setNotice(null);
      countdown.start();
      codeInput.current?.focus();
    } catch (error) {
      setErrors({ phone3: failureText(error, t('login.msg.fail')) ?? undefined });
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!sent) return setErrors({ authNo: t(AUTH_NUMBER_MESSAGES.requestFirst) });
    if (countdown.expired) return setErrors({ authNo: t(AUTH_NUMBER_MESSAGES.expired) });
    const checked = schemaMessages(ZAddAuthPhoneRequest, { ...phone, authTime, authNo: code });
    if (!checked.ok) return setErrors(errorsOf(checked.messages));
    setBusy('save');
    try {
      const reply = await postAuthPhone(checked.data);
      switch (reply.resultCode) {
        case 1:
          countdown.reset();
          onAdded(reply);
          break;
        case 3:
          setCode('');
          modal.info({ content: reply.resultMsg, onOk: () => codeInput.current?.focus() });
          break;
        case 5:
          countdown.reset();
          modal.info({ content: reply.resultMsg, onOk: onClose });
          break;
        default:
          modal.error({ content: reply.resultMsg || t('login.msg.fail') });
      }
    } catch (error) {
      const text = failureText(error, t('login.msg.fail'));
      if (text) modal.error({ content: text });
    } finally {
      setBusy(null);
    }
  };

  const status = (f: Field) => (errors[f] ? ('error' as const) : undefined);
  const phoneHelp = errors.phone1 ?? errors.phone2 ?? errors.phone3;

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Paragraph type="secondary">{t('login.addPhone.intro')}</Paragraph>
      <Form.Item label={t('login.addPhone.phone')} validateStatus={phoneHelp ? 'error' : undefined} help={phoneHelp ?? notice}>
        <Space.Compact style={{ width: '100%' }}>
          <Select
            value={phone.phone1 || undefined}
            onChange={(v: string) => changePhone('phone1', v)}
            options={prefixes.prefixes.map((code) => ({ value: code, label: code }))}
            loading={prefixes.loading}
            placeholder={t('login.addPhone.prefix')}
            aria-label={t('login.addPhone.prefix')}
            status={status('phone1')}
            style={{ width: 110 }}
            data-testid="add-phone-prefix"
          />
          <Input
            value={phone.phone2}
            onChange={(e) => changePhone('phone2', e.target.value)}
            inputMode="numeric"
            aria-label={t('login.addPhone.middle')}
            placeholder={t('login.addPhone.middle')}
            status={status('phone2')}
            data-testid="add-phone-middle"
          />
          <Input
            value={phone.phone3}
            onChange={(e) => changePhone('phone3', e.target.value)}
            inputMode="numeric"
            aria-label={t('login.addPhone.last')}
            placeholder={t('login.addPhone.last')}
            status={status('phone3')}
            data-testid="add-phone-last"
          />
          <Button onClick={() => void send()} loading={busy === 'send'} data-testid="add-phone-send">
            {sent ? t('login.sms.resend') : t('login.sms.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('login.sms.code')} validateStatus={status('authNo')} help={errors.authNo}>
        <Input
          ref={codeInput}
          value={code}
          disabled={!sent}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('login.sms.codePlaceholder')}
          aria-label={t('login.sms.code')}
          data-testid="add-phone-code"
          onChange={(e) => {
            setCode(stripNonDigits(e.target.value).slice(0, AUTH_CODE.length));
            setErrors((er) => ({ ...er, authNo: undefined }));
          }}
          onPressEnter={() => void save()}
        />
      </Form.Item>
      <Flex vertical gap={4} style={{ minHeight: 24, marginBottom: 16 }}>
        <CodeCountdown state={countdown} testId="add-phone-countdown" />
        <DevCodeHint code={devCode} />
      </Flex>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose} data-testid="add-phone-cancel">
          {t('common.button.cancel')}
        </Button>
        <Button type="primary" onClick={() => void save()} loading={busy === 'save'} data-testid="add-phone-save">
          {t('login.addPhone.save')}
        </Button>
      </Flex>
    </Form>
  );
}
