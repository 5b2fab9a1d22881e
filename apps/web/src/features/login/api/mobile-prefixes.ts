import { queryOptions } from '@tanstack/react-query';
import { CODE_GROUPS, ZGetCodeListReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** G098 mobile prefixes; only the three-digit codes are offered (spec access §7). */
export const mobilePrefixesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['code', CODE_GROUPS.mobilePrefix, lang],
    queryFn: async ({ signal }) => {
      const codes = await get(`/customer/supply/code/groupCd/${CODE_GROUPS.mobilePrefix}`, { schema: ZGetCodeListReply, signal });
      return codes.filter((c) => c.code.length === 3);
    },
    staleTime: Infinity,
  });
