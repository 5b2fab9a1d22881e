import { ZPromCdParams } from '@po/contracts';
import { useParams } from 'react-router-dom';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useAdminPromotion } from '../api/promotion-admin';
import { PromotionAdminView } from '../components/promotion-admin-view';
import { PromotionCreateForm } from '../components/promotion-create-form';

/**
 * /admin/promotionForm/:promCd?: a new promotion, or a saved one read-only (a promotion is not edited once the
 * sellers were asked: it is cancelled and made again).
 */
export function AdminPromotionFormPage() {
  const parsed = ZPromCdParams.safeParse(useParams());
  const promCd = parsed.success ? parsed.data.promCd : undefined;
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  if (promCd === undefined) return <PromotionCreateForm viewOnly={viewOnly} />;
  return <SavedPromotion key={promCd} promCd={promCd} viewOnly={viewOnly} />;
}

function SavedPromotion({ promCd, viewOnly }: { promCd: string; viewOnly: boolean }) {
  const saved = useAdminPromotion(promCd);
  if (saved.isPending) return <PageSpinner />;
  if (saved.error) return <QueryFailed error={saved.error} onRetry={() => void saved.refetch()} />;
  return <PromotionAdminView promotion={saved.data} viewOnly={viewOnly} />;
}
