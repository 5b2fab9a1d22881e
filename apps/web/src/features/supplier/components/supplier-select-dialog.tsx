import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancelledError } from '@/shared/http/errors';
import { DEFAULT_PAGE, type PageState } from '@/shared/pagination';
import { useSupplyEntrs } from '../api/search-supply-entrs';
import { DEFAULT_CRITERIA, type SupplierCriteria } from '../model/supplier-search';
import { SupplierSearchForm } from './supplier-search-form';
import { SupplierTable } from './supplier-table';
import { useChooseSupplier } from './use-choose-supplier';
import { useFeedback } from '@/shared/feedback/feedback';

/** What a failed search shows: the server's text when it sent one; nothing for a cancelled call. */
function failureText(error: unknown, fallback: string): string | null {
  if (!error || isCancelledError(error)) return null;
  return (isApiError(error) ? error.body?.displayMessage : undefined) || fallback;
}

/** Supplier popup width (spec access §9). */
const DIALOG_WIDTH = 750;

export interface SupplierSelectDialogProps {
  /** A master without a seller: the dialog stays until one is chosen. */
  forced: boolean;
  onClose: () => void;
  onChosen: () => void;
}

/** The master's seller selection (spec access §2 "Other widgets", §4 "Master user"). */
export function SupplierSelectDialog({ forced, onClose, onChosen }: SupplierSelectDialogProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [criteria, setCriteria] = useState<SupplierCriteria>(DEFAULT_CRITERIA);
  const [page, setPage] = useState<PageState>(DEFAULT_PAGE);
  const { data, error, isFetching, refetch } = useSupplyEntrs({ ...criteria, ...page });
  const { choose, pending } = useChooseSupplier(onChosen);

  const search = (next: SupplierCriteria) => {
    const same = JSON.stringify(next) === JSON.stringify(criteria) && page.pageNum === DEFAULT_PAGE.pageNum;
    setCriteria(next);
    setPage({ ...DEFAULT_PAGE, pageSize: page.pageSize });
    // The same search again means "look again", which the query key alone would not do.
    if (same) void refetch();
  };

  const cancel = () => {
    if (forced) modal.warning({ title: t('supplier.title'), content: t('supplier.msg.selectRequired') });
    else onClose();
  };

  const failure = failureText(error, t('supplier.msg.searchFailed'));

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={t('supplier.title')}
      footer={null}
      onCancel={cancel}
      mask={{ closable: false }}
      keyboard={!forced}
      destroyOnHidden
      modalRender={(node) => <div data-testid="supplier-modal">{node}</div>}
    >
      <SupplierSearchForm onSearch={search} />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <SupplierTable rows={data?.list ?? []} totalCnt={data?.totalCnt ?? 0} loading={isFetching || pending} page={page} onPage={setPage} onChoose={choose} />
    </Modal>
  );
}
