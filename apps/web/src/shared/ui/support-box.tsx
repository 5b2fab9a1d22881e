import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACT } from '@/shared/constants/support-contact';
import { Panel } from './panel';

/** "Bug report and usage inquiry" box with hours and contacts (spec access §1). */
export function SupportBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel size="small" className="po-support-box" role="note" aria-label={t('common.support.title')}>
      <strong>
        <CustomerServiceOutlined aria-hidden /> {t('common.support.title')}
      </strong>
      <ul className={compact ? 'po-support-list po-support-list--compact' : 'po-support-list'}>
        <li>{t('common.support.hours', { hours: SUPPORT_CONTACT.openHours })}</li>
        <li>{t('common.support.lunch', { hours: SUPPORT_CONTACT.lunchHours })}</li>
        <li>
          {t('common.support.phone')}: <a href={`tel:${SUPPORT_CONTACT.phone}`}>{SUPPORT_CONTACT.phone}</a>
        </li>
        <li>
          {t('common.support.email')}: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
        </li>
      </ul>
    </Panel>
  );
}
