import { InfoCircleOutlined } from '@ant-design/icons';
import { PASSWORD_LIMITS, PASSWORD_SYMBOLS } from '@po/contracts';
import { theme } from 'antd';
import { Panel } from '@/shared/ui/panel';
import { useTranslation } from 'react-i18next';

const GUIDE_KEYS = ['characters', 'length', 'classes', 'repeatedChar', 'sequence', 'sameAsCurrent', 'id', 'idRun'] as const;

/** The guidance box of the change-password form: the rules of spec access §5, in the order they are checked. */
export function PasswordGuide({ testId = 'pw-guide' }: { testId?: string }) {
  const { t } = useTranslation();
  const values = {
    symbols: PASSWORD_SYMBOLS.split('').join(' '),
    min: PASSWORD_LIMITS.min,
    max: PASSWORD_LIMITS.max,
    twoClassMin: PASSWORD_LIMITS.twoClassMin,
    sequence: PASSWORD_LIMITS.sequenceLength,
    repeat: PASSWORD_LIMITS.maxSameChar + 1,
    idRun: PASSWORD_LIMITS.idRunLength,
    idRunMinIdLength: PASSWORD_LIMITS.idRunMinIdLength,
  };
  // Plain elements in the theme's colours: Typography would bring its copy/edit/ellipsis code to the page.
  const secondary = { color: theme.useToken().token.colorTextSecondary };
  return (
    <Panel size="small" role="note" aria-label={t('password.guide.title')} data-testid={testId}>
      <strong>
        <InfoCircleOutlined aria-hidden /> {t('password.guide.title')}
      </strong>
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {GUIDE_KEYS.map((key) => (
          <li key={key}>
            <span style={secondary}>{t(`password.guide.${key}`, values)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
