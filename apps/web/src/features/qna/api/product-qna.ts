import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProductQnaListReply, ZProductQnaRow, type TProductQnaListRequest } from '@po/contracts';
import { get, put } from '@/shared/http/client';

/** Every product Q&A cache entry starts with this: a save refreshes the list and the drawer. */
export const PRODUCT_QNA_KEY = ['qna', 'productQna'] as const;

/** GET /api/qna/productQna: one page of the seller's questions in the period, with every answer state's count. */
export const useProductQnaList = (query: TProductQnaListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...PRODUCT_QNA_KEY, 'list', query],
      queryFn: ({ signal }) => get('/qna/productQna', { schema: ZProductQnaListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/qna/productQna/:prdQnaSq: one question as the drawer shows it. */
export const useProductQna = (prdQnaSq: number | null) =>
  useQuery({
    staleTime: 0,
    enabled: prdQnaSq !== null,
    queryKey: [...PRODUCT_QNA_KEY, 'one', prdQnaSq],
    queryFn: ({ signal }) => get(`/qna/productQna/${prdQnaSq}`, { schema: ZProductQnaRow, signal }),
  });

/** PUT .../temp (a draft) or .../answer (final): a save is a state move, repeated saves are the same move. */
export function useSaveQnaAnswer(kind: 'temp' | 'answer') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { prdQnaSq: number; answer: string }) => put(`/qna/productQna/${v.prdQnaSq}/${kind}`, { answer: v.answer }, { schema: ZProductQnaRow }),
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCT_QNA_KEY }),
  });
}
