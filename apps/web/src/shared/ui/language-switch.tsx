import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@po/contracts';
import { currentLanguage, setLanguage } from '@/shared/i18n/i18n';

/**
 * The public pages' ko/en switch (spec access §2 "language switch"), persisted like the navbar's select.
 * Two buttons rather than antd Select: Select and its virtual list are the heaviest part of antd the sign-in
 * page would otherwise load.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Segmented<TLanguage>
      size="small"
      value={currentLanguage()}
      aria-label={t('common.language.label')}
      data-testid="language-switch"
      options={LANGUAGES.map((lang) => ({ value: lang, label: <span data-testid={`language-switch-${lang}`}>{t(`common.language.${lang}`)}</span> }))}
      onChange={(lang) => void setLanguage(lang)}
    />
  );
}
