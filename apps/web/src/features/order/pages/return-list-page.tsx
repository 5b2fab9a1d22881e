import { RETURN_LIST_STATUSES, ZReturnListFilter, ZReturnListStatus, type TReturnRow } from '@po/contracts';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { useFeedback } from '@/shared/feedback/feedback';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useReturnList } from '../api/return-list';
import { useClaimColumns } from '../components/claim-columns';
import { ReturnRowActions, type RowPopup } from '../components/return-row-actions';
import { ReturnStatusTabs } from '../components/return-status-tabs';
import { useClaimRun } from '../components/use-claim-run';
import { ClaimTypeField } from '../components/claim-type-field';

// The popups load when first opened: the list's first paint does not pay for their forms.
const CollectModal = lazyDialog(
  () => import('../components/collect-modal').then((m) => m.CollectModal),
  (p) => p.row !== null,
);
const FeesModal = lazyDialog(
  () => import('../components/fees-modal').then((m) => m.FeesModal),
  (p) => p.row !== null,
);
const ReasonModal = lazyDialog(
  () => import('../components/reason-modal').then((m) => m.ReasonModal),
  (p) => p.open,
);

interface FilterValues {
  claimType?: 'RETURN' | 'EXCHANGE' | '';
  ordNo?: string;
  reqDt?: TDateRange;
}
const BLANK: FilterValues = { claimType: '', ordNo: '', reqDt: null };

/**
 * /return/returnList?statusCd=: the seller's returns and exchanges under status tabs with counts (the dashboard's
 * return counts open a tab). One item at a time (spec §5): pickup with an invoice, recovery complete, the fault
 * party and fees, completion (refund or the exchange's new line), recovery hold with a reason, withdraw.
 */
export function ReturnListPage() {
  useMessageNamespaces('order', 'claim');
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  const [params] = useSearchParams();
  const opened = ZReturnListStatus.safeParse(params.get('statusCd'));
  const list = useListSearch(ZReturnListFilter, 'returnList', { defaults: { statusCd: opened.success ? opened.data : RETURN_LIST_STATUSES[0] } });
  const returns = useReturnList(list.request);
  const { claimType, ordNo, fromDt, toDt } = list.filters;
  const statusCd = list.filters.statusCd ?? RETURN_LIST_STATUSES[0];
  const form = useFilterForm<FilterValues>({ ...BLANK, claimType: claimType ?? '', ordNo, reqDt: dayRange(fromDt, toDt) });
  const [popup, setPopup] = useState<{ kind: RowPopup; row: TReturnRow } | null>(null);
  const { run, pending } = useClaimRun();

  const search = ({ reqDt, claimType: type, ...v }: FilterValues) => {
    const days = dayBounds(reqDt);
    list.search({ ...v, claimType: type || undefined, fromDt: days.from, toDt: days.to, statusCd });
  };
  const ask = (row: TReturnRow, kind: 'collectComplete' | 'complete' | 'withdraw') =>
    void modal.confirm({ content: t(`claim.confirm.${kind}`), onOk: () => run(row.claimSq, kind, { version: row.version }) });
  const columns = useClaimColumns({
    actions: (r) => <ReturnRowActions row={r} viewOnly={viewOnly} onPopup={(kind) => setPopup({ kind, row: r })} onRun={(kind) => ask(r, kind)} />,
  });
  const close = () => setPopup(null);

  return (
    <ListPage<TReturnRow, FilterValues>
      title={t('menu.return.returnList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <ClaimTypeField testId="return-search-type" />
          <Form.Item name="ordNo" label={t('claim.field.ordNo')}>
            <Input allowClear maxLength={20} style={{ width: 180 }} data-testid="return-search-ordno" />
          </Form.Item>
          <Form.Item name="reqDt" label={t('claim.field.period')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', '6m', 'all']} />
          </Form.Item>
        </>
      }
      toolbar={<ReturnStatusTabs counts={returns.data?.counts} value={statusCd} onChange={(s) => list.search({ ...list.filters, statusCd: s })} />}
      query={returns}
      columns={columns}
      rowKey="claimSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('claim.list.empty')}
      testId="return-list"
      rowTestId={(r) => `return-row-${r.claimSq}`}
      scrollX={2200}
    >
      <CollectModal row={popup?.kind === 'collect' ? popup.row : null} onClose={close} />
      <FeesModal row={popup?.kind === 'fees' ? popup.row : null} onClose={close} />
      <ReasonModal
        open={popup?.kind === 'hold'}
        title={t('claim.action.hold')}
        label={t('claim.field.holdReason')}
        testId="claim-hold"
        pending={pending}
        onOk={(holdReason) => {
          if (popup) void run(popup.row.claimSq, 'hold', { holdReason, version: popup.row.version }).then((ok) => ok && close());
        }}
        onClose={close}
      />
    </ListPage>
  );
}
