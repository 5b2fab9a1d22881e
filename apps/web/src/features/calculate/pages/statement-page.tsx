import { FileExcelOutlined, FilePdfOutlined, PrinterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PAGINATION, SAC_ROW_KINDS, ZSettleYm, type TSacRowKind, type TStatementRow } from '@po/contracts';
import { Button, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePrinting } from '@/shared/hooks/use-printing';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import type { PageState } from '@/shared/pagination';
import { DataTable } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { ToggleButtons } from '@/shared/ui/toggle-buttons';
import { useSettlementProfile } from '../api/settlement-profile';
import { startStatementFile } from '../api/start-statement-file';
import { useStatement } from '../api/statement';
import { JobFileButton } from '../components/job-file-button';
import { LIST_PATHS, listPathFor } from '../components/list-path';
import { PrintArea } from '../components/print-area';
import { statementColumns } from '../components/settlement-columns';
import { StatementHead } from '../components/statement-head';
import { StatementTotals } from '../components/statement-totals';
import '../components/settlement.css';

type KindFilter = TSacRowKind | 'ALL';

function Statement({ settleYm }: { settleYm: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<KindFilter>('ALL');
  const [page, setPage] = useState<PageState>({ pageNum: PAGINATION.pageNum, pageSize: PAGINATION.pageSize });
  const statement = useStatement(settleYm, { ...page, kind: kind === 'ALL' ? undefined : kind });
  const profile = useSettlementProfile();
  const [printing, print] = usePrinting();
  const data = statement.data;
  const columns = statementColumns<TStatementRow>(t, data?.month.currency === 'USD');
  // The kinds present this month, in the statement's order, are the filter's choices.
  const kinds = SAC_ROW_KINDS.filter((k) => data?.totals.some((x) => x.kind === k));
  const choose = (next: KindFilter) => {
    setKind(next);
    setPage((p) => ({ ...p, pageNum: PAGINATION.pageNum }));
  };

  const body = data ? (
    <>
      <StatementHead month={data.month} sellerNm={profile.data?.supplyEntrNm} />
      <StatementTotals totals={data.totals} payoutAmt={data.month.payoutAmt} />
    </>
  ) : null;

  return (
    <Panel
      title={t('calculatePage.statement.title', { settleYm })}
      data-testid="statement"
      extra={
        <Flex gap={8} wrap>
          <JobFileButton
            label={t('calculatePage.button.pdf')}
            icon={<FilePdfOutlined />}
            start={(key) => startStatementFile(settleYm, 'pdf', key)}
            testId="statement-pdf"
          />
          <JobFileButton
            label={t('calculatePage.button.excel')}
            icon={<FileExcelOutlined />}
            start={(key) => startStatementFile(settleYm, 'excel', key)}
            testId="statement-excel"
          />
          <Button icon={<PrinterOutlined />} onClick={print} disabled={!data} data-testid="statement-print">
            {t('common.button.print')}
          </Button>
          <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(profile.data ? listPathFor(profile.data) : LIST_PATHS.domestic)}>
            {t('form.button.list')}
          </Button>
        </Flex>
      }
    >
      {statement.error ? (
        <QueryFailed error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          {body}
          <Flex justify="space-between" align="center" wrap style={{ margin: '16px 0 8px' }}>
            <ToggleButtons<KindFilter>
              value={kind}
              label={t('calculatePage.statement.kindFilter')}
              testId="statement-kinds"
              onChange={choose}
              options={[
                { value: 'ALL', label: t('calculatePage.statement.allKinds'), testId: 'statement-kind-ALL' },
                ...kinds.map((k) => ({ value: k, label: t(`calculate.kind.${k}`), testId: `statement-kind-${k}` })),
              ]}
            />
            <span data-testid="statement-total">{t('form.total', { count: data?.totalCnt ?? 0 })}</span>
          </Flex>
          <DataTable<TStatementRow>
            rowKey={(r) => r.sacRowSq}
            columns={columns}
            rows={data?.list ?? []}
            loading={statement.isFetching}
            scrollX={2600}
            rowTestId={(r) => `statement-row-${r.sacRowSq}`}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calculatePage.list.empty')} />}
            data-testid="statement-rows"
          />
          <Pager page={page} totalCnt={data?.totalCnt ?? 0} onPage={setPage} data-testid="statement-pager" />
        </>
      )}
      <PrintArea printing={printing} testId="statement-print-area">
        <h1>{t('calculatePage.statement.title', { settleYm })}</h1>
        {body}
        <p>{t('calculatePage.statement.printNote')}</p>
      </PrintArea>
    </Panel>
  );
}

/** /calculate/statement/:settleYm: a month's statement that reconciles — every row, totals by kind, the payout. */
export function StatementPage() {
  useMessageNamespaces('calculate', 'calculatePage');
  const { t } = useTranslation();
  const parsed = ZSettleYm.safeParse(useParams().settleYm);
  if (!parsed.success) return <Empty description={t('calculatePage.statement.badMonth')} data-testid="statement-bad-month" />;
  return <Statement key={parsed.data} settleYm={parsed.data} />;
}
