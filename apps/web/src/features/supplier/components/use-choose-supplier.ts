import Cookies from 'js-cookie';
import { useTranslation } from 'react-i18next';
import { COOKIE, type TSupplyEntrRow } from '@po/contracts';
import { isApiError, isCancelledError } from '@/shared/http/errors';
import { useAdminLogin } from '../api/admin-login';
import { useFeedback } from '@/shared/feedback/feedback';

/** The master-selected flag; the server sets it on adminLogin, this covers a reply that lost it. */
function markMasterSelected(): void {
  if (Cookies.get(COOKIE.masterSelected) !== 'Y') Cookies.set(COOKIE.masterSelected, 'Y', { path: '/', sameSite: 'lax' });
}

/**
 * Choosing a seller (spec access §4 "Master user"): confirm, adminLogin, master-selected flag, then
 * `onChosen` (the host reloads /front/home so every cached reply of the previous seller is dropped).
 */
export function useChooseSupplier(onChosen: () => void): { choose: (row: TSupplyEntrRow) => void; pending: boolean } {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const login = useAdminLogin();

  const run = async (row: TSupplyEntrRow) => {
    try {
      await login.mutateAsync({ supplyEntrCd: row.supplyEntrCd, supplyEntrNm: row.supplyEntrNm });
    } catch (error) {
      if (isCancelledError(error)) return;
      const detail = isApiError(error) ? error.body?.displayMessage : undefined;
      modal.error({ title: t('supplier.title'), content: detail || t('supplier.msg.chooseFailed') });
      return;
    }
    markMasterSelected();
    onChosen();
  };

  const choose = (row: TSupplyEntrRow) => {
    if (login.isPending) return;
    modal.confirm({
      title: t('supplier.confirm.title'),
      content: t('supplier.confirm.content', { name: row.supplyEntrNm, code: row.supplyEntrCd }),
      okButtonProps: { 'data-testid': 'supplier-choose-confirm' },
      onOk: () => run(row),
    });
  };

  return { choose, pending: login.isPending };
}
