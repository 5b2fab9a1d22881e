import { PhoneOutlined } from '@ant-design/icons';
import { PARTNER_CS_HOURS } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACT } from '@/shared/constants/support-contact';
import { Panel } from '@/shared/ui/panel';

/** The partner CS hotline (§2): the support number and its hours, weekdays only, with the lunch break. */
export function CsHotlineBox() {
  const { t } = useTranslation();
  return (
    <Panel title={t('dashboard.hotline.title')} size="small" data-testid="cs-hotline" style={{ height: '100%' }}>
      <p style={{ fontSize: 20, margin: '0 0 8px' }}>
        <PhoneOutlined aria-hidden /> <a href={`tel:${SUPPORT_CONTACT.phone}`}>{SUPPORT_CONTACT.phone}</a>
      </p>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        <li>{t('dashboard.hotline.hours', { open: PARTNER_CS_HOURS.open, close: PARTNER_CS_HOURS.close })}</li>
        <li>{t('dashboard.hotline.lunch', { start: PARTNER_CS_HOURS.lunchStart, end: PARTNER_CS_HOURS.lunchEnd })}</li>
        <li>{t('dashboard.hotline.closed')}</li>
      </ul>
    </Panel>
  );
}
