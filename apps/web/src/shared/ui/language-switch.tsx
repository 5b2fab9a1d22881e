import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@po/contracts';
import { currentLanguage, setLanguage } from '@/shared/i18n/i18n';
import { ToggleButtons } from './toggle-buttons';

/** The public pages' ko/en switch (spec access §2 "language switch"), persisted like the navbar's menu. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <ToggleButtons
      value={currentLanguage()}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common.language.${lang}`), testId: `language-switch-${lang}` }))}
      onChange={(lang) => void setLanguage(lang)}
      label={t('common.language.label')}
      testId="language-switch"
    />
  );
}
