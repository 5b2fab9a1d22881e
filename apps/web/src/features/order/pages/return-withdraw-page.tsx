import { ZReturnWithdrawRequest, type TReturnRow } from '@po/contracts';
import { Button, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useFeedback } from '@/shared/feedback/feedback';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';
import { useSessionUser } from '@/shared/session/session-user';
import { ListPage } from '@/shared/ui/list-page';
import { useReturnWithdraws } from '../api/return-withdraw-list';
import { useClaimColumns } from '../components/claim-columns';
import { useClaimRun } from '../components/use-claim-run';
import { ClaimTypeField } from '../components/claim-type-field';

const ZFilter = ZReturnWithdrawRequest.pick({ view: true, claimType: true, startDt: true, endDt: true }).extend({
  view: z.enum(['WITHDRAWABLE', 'WITHDRAWN']).optional(),
});
interface FilterValues {
  claimType?: 'RETURN' | 'EXCHANGE' | '';
}
const BLANK: FilterValues = { claimType: '' };

/**
 * /return/returnWithdraw: return withdraw and exchange withdraw (spec §4). Claims still withdrawable (received,
 * returning) with a withdraw button, and those already withdrawn with their reason and date.
 */
export function ReturnWithdrawPage() {
  useMessageNamespaces('order', 'claim');
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const viewOnly = useSessionUser().isMasterLogin === 'Y';
  // ?view=WITHDRAWN (the home's withdrawal count) opens on the claims already withdrawn.
  const [params] = useSearchParams();
  const list = useListSearch(ZFilter, 'returnWithdraw', { defaults: readFilters(ZFilter, Object.fromEntries(params)) });
  const view = list.filters.view ?? 'WITHDRAWABLE';
  const rows = useReturnWithdraws({ ...list.request, view });
  const form = useFilterForm<FilterValues>({ claimType: list.filters.claimType ?? '' });
  const { run } = useClaimRun();
  const withdraw = (r: TReturnRow) =>
    void modal.confirm({ content: t('claim.confirm.withdraw'), onOk: () => run(r.claimSq, 'withdraw', { version: r.version }) });
  const base = useClaimColumns({
    actions:
      view === 'WITHDRAWABLE' && !viewOnly
        ? (r) => (
            <Button size="small" danger onClick={() => withdraw(r)} data-testid={`claim-withdraw-${r.claimSq}`}>
              {t('claim.action.withdraw')}
            </Button>
          )
        : undefined,
  });
  const columns =
    view === 'WITHDRAWN'
      ? [
          ...base,
          { key: 'withdrawReason', title: t('claim.field.withdrawReason'), width: 160, render: (r: TReturnRow) => r.withdrawReason ?? '' },
          { key: 'withdrawDt', title: t('claim.field.withdrawDt'), width: 140, render: (r: TReturnRow) => r.withdrawDt?.slice(0, 16).replace('T', ' ') ?? '' },
        ]
      : base;

  return (
    <ListPage<TReturnRow, FilterValues>
      title={t('menu.return.returnWithdraw')}
      form={form}
      initialValues={BLANK}
      onSearch={(v) => list.search({ view, claimType: v.claimType || undefined })}
      filters={<ClaimTypeField testId="withdraw-search-type" />}
      toolbar={
        <>
          <Radio.Group
            optionType="button"
            value={view}
            onChange={(e) => list.search({ ...list.filters, view: e.target.value as 'WITHDRAWABLE' | 'WITHDRAWN' })}
            style={{ marginBottom: 12 }}
            options={[
              { value: 'WITHDRAWABLE', label: t('claim.list.withdrawable') },
              { value: 'WITHDRAWN', label: t('claim.list.withdrawn') },
            ]}
          />
          {view === 'WITHDRAWN' && list.filters.startDt && list.filters.endDt && (
            // The home's withdrawal count opens this view on its days: shown, and cleared with one click.
            <Tag closable onClose={() => list.search({ view, claimType: list.filters.claimType })} style={{ marginLeft: 12 }} data-testid="withdraw-period">
              {t('claim.list.withdrawPeriod', { startDt: list.filters.startDt, endDt: list.filters.endDt })}
            </Tag>
          )}
        </>
      }
      query={rows}
      columns={columns}
      rowKey="claimSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('claim.list.emptyWithdraw')}
      testId="return-withdraw"
      rowTestId={(r) => `withdraw-row-${r.claimSq}`}
      scrollX={2200}
    />
  );
}
