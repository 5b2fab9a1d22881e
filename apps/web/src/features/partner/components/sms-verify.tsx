import { AUTH_CODE, ZPhoneParts } from '@po/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { Text } from '@/shared/ui/typography';
import { useTranslation } from 'react-i18next';
import { formatMmSs, type CountdownState } from '@/shared/hooks/countdown';

export interface SmsState {
  /** The authTime of the last send ('' before any). */
  authTime: string;
  authGb: 'I' | 'U';
  /** The code box shows after a send and hides once verified. */
  codeOpen: boolean;
  verified: boolean;
  /** The code that verified the phone (sent again with the application). */
  authNo: string;
  message: { type: 'success' | 'danger'; text: string } | null;
}

export const INITIAL_SMS: SmsState = { authTime: '', authGb: 'I', codeOpen: false, verified: false, authNo: '', message: null };

/** A phone edit after a send or a verification: the code is cleared and must be requested again. */
export const smsAfterPhoneChange = (s: SmsState): SmsState => (s.authTime === '' && !s.verified ? s : { ...INITIAL_SMS, authGb: s.authTime ? 'U' : 'I' });

/** Whether the three parts make a phone the SMS can be sent to. */
export const canSendSms = (parts: { phone1?: string; phone2?: string; phone3?: string }): boolean => ZPhoneParts.safeParse(parts).success;

export function SmsVerify({
  sms,
  countdown,
  sending,
  checking,
  canSend,
  onSend,
  onCheck,
}: {
  sms: SmsState;
  countdown: CountdownState;
  sending: boolean;
  checking: boolean;
  canSend: boolean;
  onSend: () => void;
  onCheck: (code: string) => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.Item label=" " colon={false}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <Button onClick={onSend} loading={sending} disabled={!canSend || sms.verified} data-testid="partner-sms-send">
            {sms.authTime ? t('partner.sms.resend') : t('partner.sms.send')}
          </Button>
          {sms.codeOpen && (
            <>
              <Form.Item name="smsCode" noStyle normalize={(v: unknown) => (typeof v === 'string' ? v : '').replace(/\D/g, '').slice(0, AUTH_CODE.length)}>
                <Input
                  style={{ width: 140 }}
                  inputMode="numeric"
                  maxLength={AUTH_CODE.length}
                  placeholder={t('partner.sms.code')}
                  aria-label={t('partner.sms.code')}
                  data-testid="partner-sms-code"
                />
              </Form.Item>
              <Button type="primary" loading={checking} onClick={() => onCheck(String(form.getFieldValue('smsCode') ?? ''))} data-testid="partner-sms-check">
                {t('partner.sms.check')}
              </Button>
              {(countdown.running || countdown.expired) && (
                <Text type={countdown.expired ? 'danger' : 'secondary'} data-testid="partner-sms-countdown" role="timer">
                  {formatMmSs(countdown.remaining)}
                </Text>
              )}
            </>
          )}
        </Flex>
        {sms.message && (
          <Text type={sms.message.type} data-testid="partner-sms-message">
            {sms.message.text}
          </Text>
        )}
      </Flex>
    </Form.Item>
  );
}
