import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

/** Shows a failed call's message as a toast (5 s); nothing when the client already told the user. */
export function useFailureToast(): (error: unknown, fallbackKey?: string) => void {
  const { message } = useFeedback();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey = 'form.msg.failed') => {
      const text = failureText(error, t(runtimeKey(fallbackKey)));
      if (text) void message.error(text, 5);
    },
    [message, t],
  );
}
