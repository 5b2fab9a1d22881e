import { Spin } from 'antd';
import { Paragraph, Text, Title } from '@/shared/ui/typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_INFO, PRIVACY_POLICY_DATE } from '@/shared/constants/support-contact';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';

interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/** The privacy policy text (spec access §9: dated 2022-09-07, with its retention periods). */
export function PrivacyPolicy() {
  // Its texts load when it is first shown; a spinner stands in meanwhile, never the keys.
  return (
    <Suspense fallback={<Spin />}>
      <PrivacyPolicyText />
    </Suspense>
  );
}

function PrivacyPolicyText() {
  useMessageNamespaces('privacy');
  const { t } = useTranslation();
  const values = { date: PRIVACY_POLICY_DATE, phone: COMPANY_INFO.privacyOfficerPhone, email: COMPANY_INFO.privacyOfficerEmail };
  const sections = t('privacy.sections', { returnObjects: true, ...values }) as unknown as PolicySection[];
  return (
    <article className="po-policy" data-testid="privacy-policy">
      <Title level={4}>{t('privacy.title')}</Title>
      <Text type="secondary">{t('privacy.effective', values)}</Text>
      <Paragraph style={{ marginTop: 12 }}>{t('privacy.intro')}</Paragraph>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <Title level={5}>{section.heading}</Title>
            {section.paragraphs.map((p) => (
              <Paragraph key={p} style={{ marginBottom: 6 }}>
                {p}
              </Paragraph>
            ))}
          </section>
        ))}
    </article>
  );
}
