import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { useTranslation } from 'react-i18next';
import { useClaimAction, type ClaimAction } from '../api/claim-actions';

/**
 * Runs one action of the return screens on one claim: the success toast of the action, a refusal (the spec's
 * message from the server) as the failure toast. Answers whether it went through, so a popup closes only then.
 */
export function useClaimRun() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const action = useClaimAction();
  const run = async (claimSq: number, kind: ClaimAction, body?: Record<string, unknown>): Promise<boolean> => {
    try {
      await action.mutateAsync({ claimSq, action: kind, ...(body ? { body } : {}) });
      void message.success(t(`claim.done.${kind}`));
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    }
  };
  return { run, pending: action.isPending };
}
