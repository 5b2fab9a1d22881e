import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError, isCancelledError } from '@/shared/http/errors';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PublicPageShell } from '@/shared/ui/public-page-shell';
import { useNecessaryInfo } from '../api/necessary-info';
import { NecessaryForm } from '../components/necessary-form';
import { allAgreed } from '../model/necessary-rules';

function LoadFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = isApiError(error) ? error.body?.displayMessage : undefined;
  return (
    <Result
      status="warning"
      title={t('necessary.msg.loadFailed')}
      subTitle={detail}
      extra={<Button onClick={() => void navigate('/login')}>{t('necessary.button.toLogin')}</Button>}
    />
  );
}

/**
 * /Necessary (spec access §2, §4): a public route that needs the active session. Everything agreed ->
 * /home; otherwise the company details and the blocks of the missing agreements. Without a session the
 * http client shows the session alert and signs out to /login.
 */
export function NecessaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error } = useNecessaryInfo();
  const done = !!data && allAgreed(data);

  useEffect(() => {
    if (done) void navigate('/home', { replace: true });
  }, [done, navigate]);

  let body = <PageSpinner />;
  if (data && !done) body = <NecessaryForm info={data} />;
  else if (error && !isCancelledError(error)) body = <LoadFailed error={error} />;

  return (
    <PublicPageShell title={t('necessary.title')} width={960}>
      <div data-testid="necessary-page">{body}</div>
    </PublicPageShell>
  );
}
