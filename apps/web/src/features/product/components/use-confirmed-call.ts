import type { ReactNode } from 'react';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';

export interface ConfirmedCall {
  title?: ReactNode;
  /** The question. */
  content: ReactNode;
  /** The call once confirmed; it answers the success message. */
  run: () => Promise<string>;
}

/**
 * Asks first, then calls: the success message as a toast, a failure through the form kit's toast (nothing when
 * the http client already told the user); the dialog closes either way. The product feature's status moves,
 * review decisions and price-change withdrawals and confirmations.
 */
export function useConfirmedCall(): (call: ConfirmedCall) => void {
  const { modal, message } = useFeedback();
  const toastFailure = useFailureToast();
  return ({ title, content, run }) =>
    void modal.confirm({
      title,
      content,
      onOk: async () => {
        try {
          void message.success(await run());
        } catch (error) {
          toastFailure(error);
        }
      },
    });
}
