import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZGrntSrvcPopupReply,
  ZNoticePopupReply,
  ZOneReply,
  ZPopupWindowListReply,
  ZPopupWindowRow,
  ZSoldOutPopupReply,
  type TPopupWindowSaveRequest,
  type TSoldOutPopupRequest,
} from '@po/contracts';
import { get, post, put } from '@/shared/http/client';

export const POPUP_KEY = ['popup'] as const;

/** GET /api/notice/popup: today's popup notices. */
export const useNoticePopups = (enabled: boolean) =>
  useQuery({ queryKey: [...POPUP_KEY, 'notices'], enabled, queryFn: ({ signal }) => get('/notice/popup', { schema: ZNoticePopupReply, signal }) });

/** GET /api/notice/soldoutpopup: a page of the seller's sold-out-soon options with the counts. */
export const useSoldOutPopup = (query: TSoldOutPopupRequest, enabled = true) =>
  useQuery({
    queryKey: [...POPUP_KEY, 'soldOut', query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => get('/notice/soldoutpopup', { schema: ZSoldOutPopupReply, signal, params: { ...query } }),
  });

/** GET /api/notice/grntSrvcAgrmYn: whether the guarantee-terms popup is due. */
export const useGrntSrvcPopup = (enabled: boolean) =>
  useQuery({
    queryKey: [...POPUP_KEY, 'grntSrvc'],
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => get('/notice/grntSrvcAgrmYn', { schema: ZGrntSrvcPopupReply, signal }),
  });

/** GET /api/notice/admin/popupWindow: the dated popups' windows (operator). */
export const usePopupWindows = () =>
  useQuery({
    queryKey: [...POPUP_KEY, 'windows'],
    staleTime: 0,
    queryFn: ({ signal }) => get('/notice/admin/popupWindow', { schema: ZPopupWindowListReply, signal }),
  });

/** PUT /api/notice/admin/popupWindow/:popupCd: a window's first and last day. */
export function useSavePopupWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ popupCd, body }: { popupCd: string; body: TPopupWindowSaveRequest }) =>
      put(`/notice/admin/popupWindow/${encodeURIComponent(popupCd)}`, body, { schema: ZPopupWindowRow }),
    onSuccess: () => client.invalidateQueries({ queryKey: POPUP_KEY }),
  });
}

/** The guarantee popup's save: the necessary agreement call with the guarantee flag alone (message 6 unless Y). */
export function useSaveGrntSrvc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post('/customer/supply/necessary-confirm-info', { grntSrvcAgrmYn: 'Y' }, { schema: ZOneReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...POPUP_KEY, 'grntSrvc'] }),
  });
}
