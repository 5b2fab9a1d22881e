import { useQuery } from '@tanstack/react-query';
import { ZBrandRequestDefaultsReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { BRAND_KEY } from './brands';

/** GET /api/brand/requestDefaults: what the request form starts from (the contract's commission rate). */
export const fetchRequestDefaults = (signal?: AbortSignal) => get('/brand/requestDefaults', { schema: ZBrandRequestDefaultsReply, signal });

export const useRequestDefaults = () =>
  useQuery({ queryKey: [...BRAND_KEY, 'requestDefaults'], queryFn: ({ signal }) => fetchRequestDefaults(signal), staleTime: 0 });
