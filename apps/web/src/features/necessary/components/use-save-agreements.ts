import { useTranslation } from 'react-i18next';
import type { TNecessaryConfirmRequest } from '@po/contracts';
import { isCancelledError } from '@/shared/http/errors';
import { useSaveNecessaryConfirm } from '../api/save-necessary-confirm';
import { saveFailure } from '../model/necessary-rules';
import { useFeedback } from '@/shared/feedback/feedback';

/**
 * Saves agreement flags; a failure is shown here (message 4, or the master's view-only text) and the
 * promise answers whether the save succeeded. A cancelled call (session expired) shows nothing more.
 */
export function useSaveAgreements(): { save: (body: TNecessaryConfirmRequest) => Promise<boolean>; pending: boolean } {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const mutation = useSaveNecessaryConfirm();
  const save = async (body: TNecessaryConfirmRequest) => {
    try {
      await mutation.mutateAsync(body);
      return true;
    } catch (error) {
      if (isCancelledError(error)) return false;
      const failure = saveFailure(error);
      modal.error({ title: t('necessary.title'), content: 'text' in failure ? failure.text : t(failure.key) });
      return false;
    }
  };
  return { save, pending: mutation.isPending };
}
