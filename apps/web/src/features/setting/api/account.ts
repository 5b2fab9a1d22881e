import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountReply, type TAccountReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const ACCOUNT_KEY = ['setting', 'account'] as const;

/** GET /api/setting/account: the session's seller company (a master's chosen one). */
export function fetchAccount(signal?: AbortSignal): Promise<TAccountReply> {
  return get('/setting/account', { schema: ZAccountReply, signal });
}

export const accountQuery = (lang: string) => queryOptions({ staleTime: 0, queryKey: [...ACCOUNT_KEY, lang], queryFn: ({ signal }) => fetchAccount(signal) });

export const useAccount = () => useQuery(accountQuery(currentLanguage()));
