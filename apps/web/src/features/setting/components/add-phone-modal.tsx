import { ClockCircleOutlined } from '@ant-design/icons';
import { AUTH_CODE, AUTH_NUMBER_MESSAGES, PASSWORD_LIMITS, ZAddSettingPhoneRequest, ZPhoneParts } from '@po/contracts';
import { Alert, Button, Flex, Form, Input, Modal, type InputRef } from 'antd';
import { Paragraph, Text } from '@/shared/ui/typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhonePrefixes } from '@/shared/code/code-list';
import { formatAuthTime } from '@/shared/date/auth-time';
import { failureText } from '@/shared/http/errors';
import { formatMmSs } from '@/shared/hooks/countdown';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { checkWithSchema, clearChangedErrors, showFieldMessages, showServerFieldErrors } from '@/shared/form/schema-form';
import { digitsOnly, PhoneFields } from '@/shared/ui/contact/phone-fields';
import { useAddPhone } from '../api/add-phone';
import { sendPhoneCode } from '../api/send-phone-code';
import { useFeedback } from '@/shared/feedback/feedback';

interface Values {
  phone1?: string;
  phone2?: string;
  phone3?: string;
  authNo?: string;
  passwd?: string;
}

/** Width of the phone authentication popup (spec access §2 "Other widgets"). */
const MODAL_WIDTH = 565;

function AddPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const prefixes = usePhonePrefixes('mobile');
  const countdown = useCountdown(AUTH_CODE.validitySeconds);
  const add = useAddPhone();
  const codeInput = useRef<InputRef>(null);
  const [authTime, setAuthTime] = useState('');
  const [devCode, setDevCode] = useState<string>();
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sent = authTime !== '';

  const phoneOf = (v: Values) => ({ phone1: v.phone1 ?? '', phone2: v.phone2 ?? '', phone3: v.phone3 ?? '' });

  const onValuesChange = (changed: Values) => {
    clearChangedErrors(form, changed);
    setFormError(null);
    // A code proves the number it was sent to: a changed number must be verified again.
    if (sent && ('phone1' in changed || 'phone2' in changed || 'phone3' in changed)) {
      setAuthTime('');
      setDevCode(undefined);
      countdown.reset();
      form.setFieldValue('authNo', '');
      setFormError(t('phone.msg.reset'));
    }
  };

  const send = async () => {
    setFormError(null);
    const phone = checkWithSchema(form, ZPhoneParts, phoneOf(form.getFieldsValue(true) as Values), t);
    if (!phone) return;
    const nextAuthTime = formatAuthTime();
    setSending(true);
    try {
      const reply = await sendPhoneCode({ ...phone, authTime: nextAuthTime, authGb: sent ? 'U' : 'I' });
      setAuthTime(nextAuthTime);
      setDevCode(reply.authNo);
      form.setFieldValue('authNo', '');
      countdown.start();
      codeInput.current?.focus();
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, (p) => (p[0] === 'sphone' ? ['phone3'] : p))) setFormError(failureText(error, t('form.msg.failed')));
    } finally {
      setSending(false);
    }
  };

  const save = async () => {
    setFormError(null);
    if (!sent) return showFieldMessages(form, [{ name: ['authNo'], messageKey: AUTH_NUMBER_MESSAGES.requestFirst }], t);
    if (countdown.expired) return showFieldMessages(form, [{ name: ['authNo'], messageKey: AUTH_NUMBER_MESSAGES.expired }], t);
    const v = form.getFieldsValue(true) as Values;
    const body = checkWithSchema(form, ZAddSettingPhoneRequest, { ...phoneOf(v), authTime, authNo: v.authNo ?? '', passwd: v.passwd ?? '' }, t);
    if (!body) return;
    try {
      await add.mutateAsync(body);
      countdown.reset();
      void message.success(t('phone.msg.added'));
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, (p) => (p[0] === 'sphone' ? ['phone3'] : p))) setFormError(failureText(error, t('form.msg.failed')));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark onValuesChange={onValuesChange} initialValues={{ phone1: '010' }}>
      <Paragraph type="secondary">{t('setting.phone.addIntro')}</Paragraph>
      <Flex gap={8} align="end">
        <div style={{ flex: 1 }}>
          <PhoneFields
            names={['phone1', 'phone2', 'phone3']}
            label={t('setting.phone.number')}
            prefixes={prefixes.prefixes}
            loading={prefixes.loading}
            required
            testId="phone-add"
          />
        </div>
        <Form.Item label=" " colon={false}>
          <Button onClick={() => void send()} loading={sending} data-testid="phone-add-send">
            {t(sent ? 'setting.phone.resend' : 'setting.phone.send')}
          </Button>
        </Form.Item>
      </Flex>
      <Form.Item label={t('setting.phone.code')} required>
        <Flex gap={8} align="center">
          <Form.Item name="authNo" noStyle normalize={digitsOnly(AUTH_CODE.length)}>
            <Input
              ref={codeInput}
              disabled={!sent}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('setting.phone.codePlaceholder')}
              style={{ maxWidth: 200 }}
              data-testid="phone-add-code"
            />
          </Form.Item>
          {(countdown.running || countdown.expired) && (
            <Text type={countdown.expired ? 'danger' : 'secondary'} role="timer" data-testid="phone-add-countdown">
              <ClockCircleOutlined aria-hidden /> {formatMmSs(countdown.remaining)}
              {countdown.expired ? ` ${t('step2.msg.msg6')}` : ''}
            </Text>
          )}
        </Flex>
      </Form.Item>
      {devCode && (
        <Paragraph type="secondary" style={{ fontSize: 12, marginTop: -12 }} data-testid="phone-add-dev-code">
          {t('setting.phone.devCode', { code: devCode })}
        </Paragraph>
      )}
      <Form.Item name="passwd" label={t('setting.phone.password')} required extra={t('setting.phone.passwordHelp')}>
        <Input.Password
          maxLength={PASSWORD_LIMITS.inputMax}
          autoComplete="current-password"
          data-testid="phone-add-password"
          onPressEnter={() => void save()}
        />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 12 }} data-testid="phone-add-error" />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.button.cancel')}</Button>
        <Button type="primary" onClick={() => void save()} loading={add.isPending} data-testid="phone-add-save">
          {t('setting.phone.add')}
        </Button>
      </Flex>
    </Form>
  );
}

/** Adding a phone: prove it with an SMS code and re-enter the password. Reset each time it opens. */
export function AddPhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('setting.phone.addTitle')}
      width={MODAL_WIDTH}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
    >
      <AddPhoneForm onDone={onClose} />
    </Modal>
  );
}
