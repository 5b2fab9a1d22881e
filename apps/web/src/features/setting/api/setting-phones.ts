import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSettingPhoneListReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

export const SETTING_PHONES_KEY = ['setting', 'authPhoneNos'] as const;

/** GET /api/setting/authPhoneNos: the account's phones (a master: every account's of the company). */
export function fetchSettingPhones(signal?: AbortSignal): Promise<z.output<typeof ZSettingPhoneListReply>> {
  return get('/setting/authPhoneNos', { schema: ZSettingPhoneListReply, signal });
}

export const settingPhonesQuery = queryOptions({ staleTime: 0, queryKey: SETTING_PHONES_KEY, queryFn: ({ signal }) => fetchSettingPhones(signal) });

export const useSettingPhones = () => useQuery(settingPhonesQuery);
