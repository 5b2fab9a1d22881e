import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ZOptionStockSaveRequest, ZProductOptionListFilter, type TProductOptionRow } from '@po/contracts';
import { Button, Flex, Space, Spin } from 'antd';
import { lazy, Suspense, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { failureText, isApiError } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useLeaveGuard } from '@/shared/routing/leave-guard';
import { useSessionUser } from '@/shared/session/session-user';
import { ListPage } from '@/shared/ui/list-page';
import { useOptions } from '../api/options';
import { useSaveOptionStock } from '../api/save-option-stock';
import { OptionBulkBar } from '../components/option-bulk-bar';
import { useOptionColumns } from '../components/option-columns';
import type { FilterValues } from '../components/option-filters';
import { pastedCodesError } from '../components/pasted-codes-field';
import { dropEdits, editOption, saveBody, staleCodes, type OptionEdits, type OptionValues } from '../model/option-edits';
import { Text } from '@/shared/ui/typography';

// The filter boxes load beside the page (their chunk is asked for when this module runs).
const filtersChunk = import('../components/option-filters');
const OptionFilters = lazy(() => filtersChunk.then((m) => ({ default: m.OptionFilters })));

const BLANK: FilterValues = { brandCd: '', prodCds: '', prodNm: '', soldOutYn: '', saleAbleYn: '', qtyMin: null, qtyMax: null };

/** The route's params (spec §2): qtyMin / qtyMax open a stock range (the dashboard's sold-out-soon link is 1-5). */
function routeDefaults(params: URLSearchParams) {
  const read = (name: string) => ZProductOptionListFilter.shape.qtyMin.safeParse(params.get(name) ?? undefined);
  const min = read('qtyMin');
  const max = read('qtyMax');
  return { ...(min.success && min.data !== undefined ? { qtyMin: min.data } : {}), ...(max.success && max.data !== undefined ? { qtyMax: max.data } : {}) };
}

/**
 * /product/productOptionList?qtyMin=&qtyMax=: the stock and sale-able flag of every combination, edited in the
 * grid (or for the chosen rows at once) and saved together with the versions read; rows changed elsewhere
 * meanwhile are read again and named, the other edits stay.
 */
export function ProductOptionListPage() {
  useMessageNamespaces('product');
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const user = useSessionUser();
  const readOnly = user.isMasterLogin === 'Y';
  const [params] = useSearchParams();
  const list = useListSearch(ZProductOptionListFilter, 'productOptionList', { defaults: routeDefaults(params) });
  const options = useOptions(list.request);
  const form = useFilterForm<FilterValues>({ ...BLANK, ...list.filters });
  const save = useSaveOptionStock();
  const [edits, setEdits] = useState<OptionEdits>(new Map());
  const [stale, setStale] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  useLeaveGuard(edits.size > 0, t('product.option.leave'));

  const edit = (row: TProductOptionRow, patch: Partial<OptionValues>) => setEdits((e) => editOption(e, row, patch));
  const bulk = (patch: Partial<OptionValues>) =>
    setEdits((e) => (options.data?.list ?? []).filter((r) => selected.has(r.prodOptionCd)).reduce((acc, r) => editOption(acc, r, patch), e));
  const columns = useOptionColumns({ edits, stale, readOnly, onEdit: edit });

  const search = ({ qtyMin, qtyMax, ...v }: FilterValues) => {
    const codesError = pastedCodesError(v.prodCds);
    if (codesError) {
      form.setFields([{ name: 'prodCds', errors: [t(runtimeKey(codesError))] }]);
      return;
    }
    list.search({ ...v, qtyMin: qtyMin ?? undefined, qtyMax: qtyMax ?? undefined });
  };

  const submit = async () => {
    const body = saveBody(edits);
    const checked = ZOptionStockSaveRequest.safeParse(body);
    if (!checked.success) {
      message.error(t(runtimeKey(checked.error.issues[0]?.message ?? 'product.msg.stockQty')));
      return;
    }
    try {
      const reply = await save.mutateAsync(checked.data);
      setEdits((e) =>
        dropEdits(
          e,
          reply.rows.map((r) => r.prodOptionCd),
        ),
      );
      setStale(new Set());
      message.success(t('product.option.saved', { n: reply.rows.length }));
    } catch (error) {
      const codes = isApiError(error, 'CONFLICT') ? staleCodes(error.body?.fields, body) : [];
      if (codes.length === 0) {
        const text = failureText(error, t('form.msg.failed'));
        if (text) void message.error(text);
        return;
      }
      // The stale rows are read again (the save's settle reloads the grid); the other edits wait for the next save.
      setEdits((e) => dropEdits(e, codes));
      setStale(new Set(codes));
      const names = codes.map((c) => {
        const row = edits.get(c)?.row;
        return row ? `${row.prodNm} ${[row.optionValue1, row.optionValue2].filter(Boolean).join('/')} (${c})` : c;
      });
      modal.warning({
        title: t('product.option.staleTitle'),
        content: (
          <div data-testid="option-stale-dialog">
            <p>{t('product.option.staleBody')}</p>
            <ul>
              {names.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        ),
      });
    }
  };

  const toolbar = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <OptionBulkBar selectedCount={selected.size} disabled={readOnly} onApply={bulk} />
      <Space size={8}>
        <Text type={edits.size > 0 ? 'warning' : 'secondary'} data-testid="option-changed-count">
          {t('product.option.changed', { n: edits.size })}
        </Text>
        <Button icon={<UndoOutlined />} disabled={edits.size === 0} onClick={() => setEdits(new Map())} data-testid="option-undo">
          {t('product.option.undo')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={readOnly || edits.size === 0}
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="option-save"
        >
          {t('product.option.save')}
        </Button>
      </Space>
    </Flex>
  );

  return (
    <ListPage<TProductOptionRow, FilterValues>
      title={t('menu.product.productOptionList')}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <Suspense fallback={<Spin size="small" />}>
          <OptionFilters form={form} />
        </Suspense>
      }
      toolbar={toolbar}
      query={options}
      columns={columns}
      rowKey="prodOptionCd"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('product.option.empty')}
      testId="option-list"
      rowTestId={(r) => `option-row-${r.prodOptionCd}`}
      selection={{ selected, onChange: setSelected, label: t('product.option.select') }}
      rowMarked={(r) => edits.has(r.prodOptionCd)}
      scrollX={1300}
    />
  );
}
