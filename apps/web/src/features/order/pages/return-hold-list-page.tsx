import { ZReturnHoldFilter, type TReturnRow } from '@po/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useReleaseReturnHold } from '../api/release-return-hold';
import { useReturnHolds } from '../api/return-holds';
import { useClaimColumns } from '../components/claim-columns';

const ReasonModal = lazyDialog(
  () => import('../components/reason-modal').then((m) => m.ReasonModal),
  (p) => p.open,
);
interface FilterValues {
  supplyEntrCd?: string;
  ordNo?: string;
}
const BLANK: FilterValues = { supplyEntrCd: '', ordNo: '' };

/**
 * /admin/returnHoldList: the mall's CS centre queue of returns and exchanges on recovery hold, every seller's,
 * oldest first, with the seller's hold reason; a release with a memo sends the claim back to collected.
 */
export function ReturnHoldListPage() {
  useMessageNamespaces('order', 'claim');
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const list = useListSearch(ZReturnHoldFilter, 'returnHoldList');
  const holds = useReturnHolds(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const release = useReleaseReturnHold();
  const [releasing, setReleasing] = useState<TReturnRow | null>(null);
  const columns = useClaimColumns({
    withSeller: true,
    actions: viewOnly
      ? undefined
      : (r) => (
          <Button size="small" type="primary" onClick={() => setReleasing(r)} data-testid={`hold-release-${r.claimSq}`}>
            {t('claim.action.release')}
          </Button>
        ),
  });
  const submit = async (releaseMemo: string) => {
    if (!releasing) return;
    try {
      await release.mutateAsync({ claimSq: releasing.claimSq, releaseMemo });
      void message.success(t('claim.done.release'));
      setReleasing(null);
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <ListPage<TReturnRow, FilterValues>
      title={t('menu.admin.returnHoldList')}
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search({ supplyEntrCd: v.supplyEntrCd || undefined, ordNo: v.ordNo || undefined })}
      filters={
        <>
          <Form.Item name="supplyEntrCd" label={t('claim.field.supplyEntrCd')}>
            <Input allowClear maxLength={20} style={{ width: 160 }} data-testid="hold-search-seller" />
          </Form.Item>
          <Form.Item name="ordNo" label={t('claim.field.ordNo')}>
            <Input allowClear maxLength={30} style={{ width: 200 }} data-testid="hold-search-ordNo" />
          </Form.Item>
        </>
      }
      query={holds}
      columns={columns}
      rowKey="claimSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('claim.list.emptyHolds')}
      testId="return-holds"
      rowTestId={(r) => `hold-row-${r.claimSq}`}
      scrollX={2200}
    >
      <ReasonModal
        open={releasing !== null}
        title={t('claim.action.release')}
        label={t('claim.field.releaseMemo')}
        testId="hold-release"
        requiredKey="claim.msg.releaseMemoRequired"
        pending={release.isPending}
        onOk={(memo) => void submit(memo)}
        onClose={() => setReleasing(null)}
      />
    </ListPage>
  );
}
