import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@po/contracts';
import { currentLanguage, setLanguage } from '@/shared/i18n/i18n';

/** ko/en switch; works before sign-in and persists in the `language` cookie. */
export function LanguageSelect({ size }: { size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation();
  return (
    <Select<TLanguage>
      size={size}
      value={currentLanguage()}
      aria-label={t('common.language.label')}
      data-testid="language-select"
      prefix={<GlobalOutlined aria-hidden />}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common.language.${lang}`) }))}
      onChange={(lang) => void setLanguage(lang)}
      popupMatchSelectWidth={false}
    />
  );
}
