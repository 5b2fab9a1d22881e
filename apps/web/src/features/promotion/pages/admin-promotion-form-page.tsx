import { ZPromCdParams } from '@po/contracts';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useSessionUser } from '@/shared/session/session-user';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useAdminPromotion } from '../api/promotion-admin';

// The route shows one of two screens, each its own chunk: the new form (selects, number boxes, rows) and the
// saved promotion (descriptions, the targets' table). Together they were over the route budget (454 kB > 450).
const PromotionCreateForm = lazy(() => import('../components/promotion-create-form').then((m) => ({ default: m.PromotionCreateForm })));
const PromotionAdminView = lazy(() => import('../components/promotion-admin-view').then((m) => ({ default: m.PromotionAdminView })));

/**
 * /admin/promotionForm/:promCd?: a new promotion, or a saved one read-only (a promotion is not edited once the
 * sellers were asked: it is cancelled and made again).
 */
export function AdminPromotionFormPage() {
  const parsed = ZPromCdParams.safeParse(useParams());
  const promCd = parsed.success ? parsed.data.promCd : undefined;
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  return (
    <Suspense fallback={<PageSpinner />}>
      {promCd === undefined ? <PromotionCreateForm viewOnly={viewOnly} /> : <SavedPromotion key={promCd} promCd={promCd} viewOnly={viewOnly} />}
    </Suspense>
  );
}

function SavedPromotion({ promCd, viewOnly }: { promCd: string; viewOnly: boolean }) {
  const saved = useAdminPromotion(promCd);
  if (saved.isPending) return <PageSpinner />;
  if (saved.error) return <QueryFailed error={saved.error} onRetry={() => void saved.refetch()} />;
  return <PromotionAdminView promotion={saved.data} viewOnly={viewOnly} />;
}
