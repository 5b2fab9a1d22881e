import { Button, Flex, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_FILES, publicFileUrl } from '@/shared/constants/links';
import { COMPANY_INFO } from '@/shared/constants/support-contact';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import type { PrivacyPolicyModalProps } from './privacy-policy-modal';

// Every signed-in page shows the footer; the policy (Modal, its texts' Typography) loads when it is opened.
const PrivacyPolicyModal = lazyDialog<PrivacyPolicyModalProps>(
  () => import('./privacy-policy-modal').then((m) => m.PrivacyPolicyModal),
  (props) => props.open,
);

type PolicyView = 'read' | 'print' | null;

/** Footer (spec access §2): privacy policy (readable and printable), API guide, company line. */
export function AppFooter() {
  const { t } = useTranslation();
  const [policy, setPolicy] = useState<PolicyView>(null);
  // The secondary text colour of the theme (what Typography's type="secondary" gives), without Typography.
  const secondary = { color: theme.useToken().token.colorTextSecondary };
  return (
    <Layout.Footer className="po-footer">
      <Flex wrap="wrap" gap={4} align="center">
        <Button type="link" size="small" onClick={() => setPolicy('read')} data-testid="footer-privacy">
          <strong>{t('layout.footer.privacy')}</strong>
        </Button>
        <Button type="link" size="small" onClick={() => setPolicy('print')} data-testid="footer-privacy-print">
          {t('layout.footer.privacyPrint')}
        </Button>
        <Button type="link" size="small" href={publicFileUrl(GUIDE_FILES.apiGuide, t('layout.footer.apiGuideFile'))} data-testid="footer-api-guide">
          {t('layout.footer.apiGuide')}
        </Button>
      </Flex>
      <span style={secondary} className="po-footer__company">
        {[
          t('layout.footer.company'),
          t('layout.footer.ceo'),
          t('layout.footer.address'),
          t('layout.footer.bizNo', { value: COMPANY_INFO.bizNo }),
          t('layout.footer.mailOrderNo', { value: COMPANY_INFO.mailOrderNo }),
        ].join(' | ')}
      </span>
      <span style={secondary} className="po-footer__copyright">
        {t('layout.footer.copyright')}
      </span>
      <PrivacyPolicyModal open={policy !== null} printable={policy === 'print'} onClose={() => setPolicy(null)} />
    </Layout.Footer>
  );
}
