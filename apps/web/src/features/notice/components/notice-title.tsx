import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A notice's title with the "important" tag of noticeGb Y (§2: the list's title column). */
export function NoticeTitle({ title, noticeGb }: { title: string; noticeGb: 'Y' | 'N' }) {
  const { t } = useTranslation();
  return (
    <>
      {noticeGb === 'Y' && (
        <Tag color="red" data-testid="notice-important">
          {t('notice.important')}
        </Tag>
      )}
      {title}
    </>
  );
}
