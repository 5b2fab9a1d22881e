import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { Paragraph, Text } from '@/shared/ui/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TNecessaryInfoReply } from '@po/contracts';
import { formatPercent } from '@/shared/format/money';
import { USER_INFO_KEY, userInfoQuery } from '@/shared/session/user-info';
import { TermsDocument } from '@/shared/ui/terms-document';
import { NECESSARY_INFO_KEY } from '../api/necessary-info';
import { blocksToShow, buildConfirmPayload, checkNecessary, NO_BLOCKS, type NecessaryBlocks } from '../model/necessary-rules';
import { AgreementBlock } from './agreement-block';
import { NecessaryInfoTable } from './necessary-info-table';
import { useSaveAgreements } from './use-save-agreements';
import { useFeedback } from '@/shared/feedback/feedback';

const TERMS_HEIGHT = 240;

/** Company details, the blocks of the agreements still missing, and save (spec access §2, §4, §5). */
export function NecessaryForm({ info }: { info: TNecessaryInfoReply }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown = useMemo(() => blocksToShow(info), [info]);
  const [ticked, setTicked] = useState<NecessaryBlocks>(NO_BLOCKS);
  const { save, pending } = useSaveAgreements();
  const tick = (key: keyof NecessaryBlocks) => (checked: boolean) => setTicked((prev) => ({ ...prev, [key]: checked }));

  const onSave = async () => {
    const problem = checkNecessary(shown, ticked);
    if (problem) {
      modal.warning({ title: t('necessary.title'), content: t(problem) });
      return;
    }
    if (!(await save(buildConfirmPayload(shown, ticked)))) return;
    // The sign-in flow may have cached "nobody" or an older account state: /home must see the new one.
    await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY, refetchType: 'none' });
    try {
      await queryClient.fetchQuery(userInfoQuery);
    } catch {
      // The session guard of /home asks again and handles the answer.
    }
    await queryClient.invalidateQueries({ queryKey: NECESSARY_INFO_KEY, refetchType: 'none' });
    void message.success(t('necessary.msg.saved'));
    await navigate('/home', { replace: true });
  };

  return (
    <Flex vertical gap={16} data-testid="necessary-form">
      <Paragraph style={{ margin: 0 }}>{t('necessary.intro')}</Paragraph>
      <NecessaryInfoTable info={info} />
      {shown.feeRate && (
        <AgreementBlock
          title={t('necessary.feeRate.title')}
          required
          agreeLabel={t('necessary.feeRate.agree')}
          checked={ticked.feeRate}
          onChange={tick('feeRate')}
          testId="necessary-fee-confirm"
        >
          <Paragraph style={{ margin: 0 }}>{t('necessary.feeRate.body', { rate: formatPercent(info.sellFeeRate), day: info.settleDay })}</Paragraph>
        </AgreementBlock>
      )}
      {shown.terms && (
        <AgreementBlock
          title={t('necessary.terms.title')}
          required
          agreeLabel={t('necessary.terms.agree')}
          checked={ticked.terms}
          onChange={tick('terms')}
          testId="necessary-terms-agree"
        >
          <TermsDocument id="sellerTerms" maxHeight={TERMS_HEIGHT} />
        </AgreementBlock>
      )}
      {shown.genuine && (
        <AgreementBlock
          title={t('necessary.genuine.title')}
          required={false}
          agreeLabel={t('necessary.genuine.agree')}
          checked={ticked.genuine}
          onChange={tick('genuine')}
          testId="necessary-genuine-agree"
        >
          <Text type="secondary">{t('necessary.genuine.hint')}</Text>
          <TermsDocument id="guarantee" maxHeight={TERMS_HEIGHT} />
        </AgreementBlock>
      )}
      <Flex justify="center">
        <Button type="primary" size="large" loading={pending} onClick={() => void onSave()} data-testid="necessary-save">
          {t('necessary.button.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
