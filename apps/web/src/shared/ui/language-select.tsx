import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@po/contracts';
import { currentLanguage, setLanguage } from '@/shared/i18n/i18n';

/**
 * The navbar's ko/en switch, kept in the `language` cookie. A menu button like its neighbours (size,
 * settings, user): the Dropdown is in the signed-in frame already, where a Select would add 23 kB to it.
 */
export function LanguageSelect({ size }: { size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const items = LANGUAGES.map((l) => ({ key: l, label: <span data-testid={`language-option-${l}`}>{t(`common.language.${l}`)}</span> }));
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [lang], onClick: ({ key }) => void setLanguage(key as TLanguage) }} trigger={['click']}>
      <Button size={size} icon={<GlobalOutlined aria-hidden />} aria-label={t('common.language.label')} data-testid="language-select">
        {t(`common.language.${lang}`)}
      </Button>
    </Dropdown>
  );
}
