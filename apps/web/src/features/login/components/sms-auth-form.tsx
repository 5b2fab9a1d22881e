import { AUTH_CODE, AUTH_NUMBER_MESSAGES, stripNonDigits, ZCertificationCheckParams, type TAuthPhoneItem } from '@po/contracts';
import { Button, Flex, Form, Input, Radio, Space, type InputRef } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCertification } from '@/features/login/api/certification-check';
import { sendAuthCodeToPhone } from '@/features/login/api/send-auth-code';
import { formatAuthTime } from '@/shared/date/auth-time';
import type { Ticker } from '@/shared/hooks/countdown';
import { certificationOutcome, type CertificationOutcome } from '@/features/login/model/sign-in-flow';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { CodeCountdown } from './code-countdown';
import { DevCodeHint } from './dev-code-hint';
import { failureText } from '@/shared/http/errors';
import { messageText, schemaMessages } from '@/shared/form/schema-form';

export interface SmsAuthFormProps {
  phones: TAuthPhoneItem[];
  /** Where a verified sign-in goes when every agreement is in place. */
  target: string;
  /** Every check result except "wrong code", which the form handles itself. */
  onOutcome: (outcome: Exclude<CertificationOutcome, { kind: 'retry' }>) => void;
  onCancel: () => void;
  ticker?: Ticker;
  now?: () => Date;
}

/**
 * The SMS second factor (spec access §4 "Phone authentication popup"): pick a phone, send (I) or resend
 * (U) a code, enter it within 3 minutes. Mount it afresh to reset it. The phones come masked, and the
 * send names one by its id: the numbers stay on the server until the second factor has passed.
 */
export function SmsAuthForm({ phones, target, onOutcome, onCancel, ticker, now = () => new Date() }: SmsAuthFormProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(AUTH_CODE.validitySeconds, ticker);
  const codeInput = useRef<InputRef>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [authTime, setAuthTime] = useState('');
  const [code, setCode] = useState('');
  const [devCode, setDevCode] = useState<string>();
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const sent = authTime !== '';

  const choosePhone = (index: number) => {
    setSelected(index);
    setPhoneError(null);
    if (index === selected) return;
    // A code proves one phone: another phone starts over.
    setAuthTime('');
    setCode('');
    setDevCode(undefined);
    setCodeError(null);
    countdown.reset();
  };

  const send = async () => {
    const phone = selected === null ? undefined : phones[selected];
    if (!phone) {
      setPhoneError(t(AUTH_NUMBER_MESSAGES.selectPhone));
      return;
    }
    const nextAuthTime = formatAuthTime(now());
    setBusy('send');
    try {
      const reply = await sendAuthCodeToPhone({ phoneId: phone.phoneId, authTime: nextAuthTime, authGb: sent ? 'U' : 'I' });
      setAuthTime(nextAuthTime);
      setDevCode(reply.authNo);
      setCode('');
      setPhoneError(null);
      setCodeError(null);
      countdown.start();
      codeInput.current?.focus();
    } catch (error) {
      setPhoneError(failureText(error, t('login.msg.fail')));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!sent) return setCodeError(t(AUTH_NUMBER_MESSAGES.requestFirst));
    if (countdown.expired) return setCodeError(t(AUTH_NUMBER_MESSAGES.expired));
    const checked = schemaMessages(ZCertificationCheckParams, { authTime, authNo: code });
    if (!checked.ok) return setCodeError(messageText(t, checked.messages[0]?.messageKey ?? AUTH_NUMBER_MESSAGES.wrongLength));
    setBusy('check');
    try {
      const outcome = certificationOutcome(await checkCertification(checked.data), target);
      if (outcome.kind === 'retry') {
        setCode('');
        setCodeError(outcome.message);
        codeInput.current?.focus();
        return;
      }
      countdown.reset();
      onOutcome(outcome);
    } catch (error) {
      setCodeError(failureText(error, t('login.msg.fail')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Paragraph type="secondary">{t('login.sms.intro')}</Paragraph>
      <Form.Item label={t('login.sms.phones')} validateStatus={phoneError ? 'error' : undefined} help={phoneError}>
        <Radio.Group value={selected} onChange={(e) => choosePhone(e.target.value as number)} style={{ width: '100%' }}>
          <Flex vertical gap={4}>
            {phones.map((p, i) => (
              <Radio key={p.phoneId} value={i} data-testid={`sms-phone-option-${i}`}>
                {p.dpSphone}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('login.sms.code')} validateStatus={codeError ? 'error' : undefined} help={codeError}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            ref={codeInput}
            value={code}
            disabled={!sent}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('login.sms.codePlaceholder')}
            aria-label={t('login.sms.code')}
            data-testid="sms-code"
            onChange={(e) => {
              setCode(stripNonDigits(e.target.value).slice(0, AUTH_CODE.length));
              setCodeError(null);
            }}
            onPressEnter={() => void confirm()}
          />
          <Button onClick={() => void send()} loading={busy === 'send'} data-testid="sms-send">
            {sent ? t('login.sms.resend') : t('login.sms.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Flex vertical gap={4} style={{ minHeight: 24, marginBottom: 16 }}>
        <CodeCountdown state={countdown} testId="sms-countdown" />
        <DevCodeHint code={devCode} />
      </Flex>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel} data-testid="sms-cancel">
          {t('common.button.cancel')}
        </Button>
        <Button type="primary" onClick={() => void confirm()} loading={busy === 'check'} data-testid="sms-confirm">
          {t('login.sms.confirm')}
        </Button>
      </Flex>
    </Form>
  );
}
