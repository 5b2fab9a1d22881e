import { queryOptions, useQuery } from '@tanstack/react-query';
import { CODE_GROUPS, EMAIL_DIRECT_INPUT, type TCodeItem } from '@po/contracts';
import { currentLanguage } from '@/shared/i18n/i18n';
import { fetchCodeList } from './fetch-code-list';

/** A code list as reference data: loaded once per language. */
export const codeListQuery = (groupCode: string, lang: string) =>
  queryOptions({
    queryKey: ['codeList', groupCode, lang],
    queryFn: ({ signal }) => fetchCodeList(groupCode, signal),
    staleTime: Infinity,
  });

export const useCodeList = (groupCode: string) => useQuery(codeListQuery(groupCode, currentLanguage()));

/** Mobile prefixes: the three-digit codes of G098 (spec access §7). */
export const mobilePrefixes = (mobile: readonly TCodeItem[]): string[] => mobile.map((c) => c.code).filter((c) => c.length === 3);

/** Any phone prefix: area codes (G095) and mobile prefixes, each once, area codes first. */
export function anyPhonePrefixes(area: readonly TCodeItem[], mobile: readonly TCodeItem[]): string[] {
  return [...new Set([...area.map((c) => c.code), ...mobilePrefixes(mobile)])];
}

/** The phone prefix lists a form offers: mobile only (a person in charge) or any (sites, CS desks). */
export function usePhonePrefixes(kind: 'mobile' | 'any'): { prefixes: string[]; loading: boolean } {
  const mobile = useCodeList(CODE_GROUPS.mobilePrefix);
  // A mobile-only form (the sign-in's phone registration among them) does not ask for area codes it never offers.
  const area = useQuery({ ...codeListQuery(CODE_GROUPS.phonePrefix, currentLanguage()), enabled: kind === 'any' });
  const prefixes = kind === 'mobile' ? mobilePrefixes(mobile.data ?? []) : anyPhonePrefixes(area.data ?? [], mobile.data ?? []);
  return { prefixes, loading: mobile.isPending || (kind === 'any' && area.isPending) };
}

/** The domain picker's value for a saved domain: the domain when the list has it, else direct entry (99). */
export function emailPickOf(domain: string, domains: readonly TCodeItem[]): string {
  const listed = domains.some((d) => d.code === domain && d.code !== EMAIL_DIRECT_INPUT);
  return listed ? domain : EMAIL_DIRECT_INPUT;
}
