import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { BANK_ACCOUNT_LIMITS, CODE_GROUPS, ZAccountNoCheckRequest, ZUpdateBankAccountRequest, type TAccountReply } from '@po/contracts';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Space } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { digitsOnly } from '@/shared/ui/contact/phone-fields';
import { useCheckBankAccount } from '../api/check-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import {
  bankOptions,
  bankSaveBody,
  canSaveBank,
  checkBody,
  isCheckedFor,
  isOverseasBank,
  toBankFormValues,
  VERIFIED_CODE,
  type BankCheck,
  type BankFormValues,
} from '../model/bank-form';
import { useFeedback } from '@/shared/feedback/feedback';

/**
 * The settlement account. A domestic account is checked with the bank first ("account check") and can
 * be saved only while the checked values are unchanged; the server checks it again when saving. The
 * overseas bank (200, global sellers) takes name, English address, swift and country instead.
 */
export function BankAccountForm({ account }: { account: TAccountReply }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<BankFormValues>();
  const banks = useCodeList(CODE_GROUPS.bank);
  const countries = useCodeList(CODE_GROUPS.country);
  const check = useCheckBankAccount();
  const save = useUpdateBankAccount();
  const toastFailure = useFailureToast();
  const [lastCheck, setLastCheck] = useState<BankCheck | null>(null);
  const values = (Form.useWatch([], form) as BankFormValues | undefined) ?? {};
  const overseas = isOverseasBank(values.bankCd);
  const checkedNow = lastCheck && isCheckedFor(lastCheck, values) ? lastCheck : null;
  const staleCheck = lastCheck && !checkedNow && lastCheck.reply.resultCode === VERIFIED_CODE;

  useEffect(() => {
    form.setFieldsValue(toBankFormValues(account));
    setLastCheck(null);
  }, [account, form]);

  const runCheck = async () => {
    const body = checkWithSchema(form, ZAccountNoCheckRequest, checkBody(form.getFieldsValue(true) as BankFormValues), t);
    if (!body) return;
    try {
      const reply = await check.mutateAsync(body);
      setLastCheck({ ...body, reply });
    } catch (error) {
      setLastCheck(null);
      if (!showServerFieldErrors(form, error, t)) toastFailure(error);
    }
  };

  const submit = async () => {
    const v = form.getFieldsValue(true) as BankFormValues;
    const body = checkWithSchema(form, ZUpdateBankAccountRequest, bankSaveBody(v), t);
    if (!body) return;
    if (!canSaveBank(lastCheck, v)) {
      void message.warning(t('setting.bank.checkFirst'));
      return;
    }
    try {
      await save.mutateAsync(body);
      void message.success(t('setting.msg.saved'));
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) toastFailure(error);
    }
  };

  const result = checkedNow ?? (lastCheck && !staleCheck ? lastCheck : null);

  return (
    <Panel
      title={t('setting.bank.title')}
      size="small"
      extra={
        <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={!canSaveBank(lastCheck, values)} data-testid="bank-save">
          {t('setting.bank.save')}
        </Button>
      }
    >
      <Form<BankFormValues> form={form} layout="vertical" requiredMark onValuesChange={(changed: BankFormValues) => clearChangedErrors(form, changed)}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="bankCd" label={t('setting.bank.bankCd')} required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={bankOptions(banks.data ?? [], account.entrType).map((b) => ({ value: b.code, label: b.codeNm }))}
                loading={banks.isPending}
                placeholder={t('setting.bank.bankPlaceholder')}
                data-testid="bank-code"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="accountNm" label={t('setting.bank.accountNm')} required>
              <Input maxLength={BANK_ACCOUNT_LIMITS.holderMax} data-testid="bank-holder" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('setting.bank.accountNo')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="accountNo" noStyle normalize={digitsOnly(BANK_ACCOUNT_LIMITS.accountNoMax)}>
                  <Input inputMode="numeric" placeholder={t('setting.bank.accountNoPlaceholder')} data-testid="bank-number" />
                </Form.Item>
                {!overseas && (
                  <Button onClick={() => void runCheck()} loading={check.isPending} data-testid="bank-check">
                    {t('setting.bank.check')}
                  </Button>
                )}
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
        {!overseas && result && (
          <Text type={result.reply.resultCode === VERIFIED_CODE ? 'success' : 'danger'} role="status" data-testid="bank-check-result">
            {result.reply.resultCode === VERIFIED_CODE ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}{' '}
            {result.reply.resultMsg}
          </Text>
        )}
        {!overseas && staleCheck && (
          <Text type="warning" role="status" data-testid="bank-check-stale">
            {t('setting.bank.recheck')}
          </Text>
        )}
        {overseas && (
          <>
            <Alert type="info" showIcon title={t('setting.bank.overseasHelp')} style={{ marginBottom: 12 }} />
            <Row gutter={12}>
              <Col xs={24} md={8}>
                <Form.Item name="bankNm" label={t('setting.bank.bankNm')} required>
                  <Input maxLength={100} data-testid="bank-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="swiftCd" label={t('setting.bank.swiftCd')} required>
                  <Input maxLength={BANK_ACCOUNT_LIMITS.swiftMax} data-testid="bank-swift" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="countryCd" label={t('setting.bank.countryCd')} required>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(countries.data ?? []).map((c) => ({ value: c.code, label: `${c.codeNm} (${c.code})` }))}
                    loading={countries.isPending}
                    data-testid="bank-country"
                  />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="bankEnAddr" label={t('setting.bank.bankEnAddr')} required>
                  <Input maxLength={BANK_ACCOUNT_LIMITS.enAddrMax} data-testid="bank-en-addr" />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </Form>
      <Flex style={{ marginTop: 8 }}>
        <Text type="secondary">{t('setting.bank.help')}</Text>
      </Flex>
    </Panel>
  );
}
