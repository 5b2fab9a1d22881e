import { Text } from '@/shared/ui/typography';

import { useTranslation } from 'react-i18next';

/** The dev profile echoes the code in the send reply; showing it lets a person try the demo. */
export function DevCodeHint({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <Text type="secondary" style={{ fontSize: 12 }} data-testid="dev-code-hint">
      {t('login.sms.devCode', { code })}
    </Text>
  );
}
