import type { TNoticeAdminDetailReply, TNoticeSaveRequest } from '@po/contracts';
import type { UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { NameOf } from '@/shared/form/schema-form';

/** The form's values: checkboxes for the Y/N flags, one range for the popup days, the attachment list. */
export interface NoticeFormValues {
  title: string;
  contents: string;
  noticeGb: boolean;
  popupYn: boolean;
  popupPeriod: [Dayjs | null, Dayjs | null] | null;
  /** Kept attachments have uid `keep-<fileSq>`; new ones carry their File. */
  attachFile: UploadFile[];
}

const ISO = 'YYYY-MM-DD';
const KEEP = 'keep-';

export const BLANK_NOTICE: NoticeFormValues = { title: '', contents: '', noticeGb: false, popupYn: false, popupPeriod: null, attachFile: [] };

/** The form's values of a saved notice. */
export function toNoticeFormValues(n: TNoticeAdminDetailReply): NoticeFormValues {
  return {
    title: n.title,
    contents: n.contents,
    noticeGb: n.noticeGb === 'Y',
    popupYn: n.popupYn === 'Y',
    popupPeriod: n.popupStartDt && n.popupEndDt ? [dayjs(n.popupStartDt), dayjs(n.popupEndDt)] : null,
    attachFile: n.fileList.map((f) => ({ uid: `${KEEP}${f.fileSq}`, name: f.fileName, status: 'done' })),
  };
}

/** The `notice` JSON part from the form (the contract schema checks it next). */
export function toNoticeBody(v: Partial<NoticeFormValues>): TNoticeSaveRequest {
  const popup = v.popupYn === true;
  const day = (d: Dayjs | null | undefined) => (d ? d.format(ISO) : null);
  return {
    title: v.title ?? '',
    contents: v.contents ?? '',
    noticeGb: v.noticeGb ? 'Y' : 'N',
    popupYn: popup ? 'Y' : 'N',
    popupStartDt: popup ? day(v.popupPeriod?.[0]) : null,
    popupEndDt: popup ? day(v.popupPeriod?.[1]) : null,
    keepFileSqs: (v.attachFile ?? []).filter((f) => f.uid.startsWith(KEEP)).map((f) => Number(f.uid.slice(KEEP.length))),
  };
}

/** The new files of the list (those the user picked in this form). */
export const newFilesOf = (list: UploadFile[] = []): File[] =>
  list.filter((f) => !f.uid.startsWith(KEEP) && f.originFileObj).map((f) => f.originFileObj as File);

/** The popup days are one range item; the rest keep their names. */
export const noticeNameOf: NameOf = (path) => (path[0] === 'popupStartDt' || path[0] === 'popupEndDt' ? ['popupPeriod'] : path);
