import type { Services } from '@/services.ts';
import type { Database } from '@/platform/db/database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { createNoticeRepository, NOTICE_FILE_KIND, NOTICE_FILE_OWNER } from '@/modules/notice/notice.repository.ts';
import { tinyPdf, tinyPng } from './sample-files.ts';

interface DemoNotice {
  title: string;
  contents: string;
  daysAgo: number;
  important?: boolean;
  /** The one sign-in popup: shown from 3 days before the seeding day to 30 days after it. */
  popup?: boolean;
  files?: { fileNm: string; mimeType: string; data: Buffer }[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

const NOTICES: DemoNotice[] = [
  { title: '파트너오피스 이용 안내', contents: p('파트너오피스에 오신 것을 환영합니다.', '상품, 주문, 정산 메뉴를 왼쪽에서 찾을 수 있습니다.'), daysAgo: 40 },
  {
    title: '[필독] 정품 보증 서비스 약관 개정 안내',
    contents: p('정품 보증 서비스 약관이 개정되었습니다.', '<b>디지털 보증서</b>는 배송 완료 후 7일 이내에 발급됩니다.'),
    daysAgo: 30,
    important: true,
    files: [{ fileNm: '정품보증_약관_개정안.pdf', mimeType: 'application/pdf', data: tinyPdf('Guarantee terms') }],
  },
  { title: '추석 연휴 배송 및 고객센터 운영 안내', contents: p('연휴 기간에는 택배사 집하가 중단됩니다.', '출고 마감일을 확인해 주세요.'), daysAgo: 24 },
  { title: '상품 이미지 등록 기준 변경', contents: p('상품 이미지는 2MB 이하의 JPG, GIF, PNG만 등록할 수 있습니다.', '권장 크기는 1500 × 1904입니다.'), daysAgo: 19 },
  {
    title: '11월 정산 일정 안내',
    contents: p('11월 정산은 첫 영업일에 확정되며 20일에 지급됩니다.', '첨부한 일정표를 확인해 주세요.'),
    daysAgo: 14,
    files: [
      { fileNm: '11월_정산일정.pdf', mimeType: 'application/pdf', data: tinyPdf('November settlement') },
      { fileNm: '정산일정_요약.png', mimeType: 'image/png', data: tinyPng(16) },
    ],
  },
  { title: '[중요] 배송 지연 기준 안내', contents: p('결제 후 48시간 안에 출고되지 않은 주문은 배송 지연으로 집계됩니다.'), daysAgo: 9, important: true },
  {
    title: '연말 프로모션 참여 신청 안내',
    contents: p('연말 프로모션 참여 신청을 받습니다.', '프로모션 메뉴에서 상품별로 동의해 주세요.'),
    daysAgo: 3,
    popup: true,
  },
  { title: '시스템 점검 안내 (새벽 2시~4시)', contents: p('서비스 안정화를 위한 점검이 있습니다. 점검 중에는 접속할 수 없습니다.'), daysAgo: 1 },
];

/**
 * Eight notices over the last weeks (two important, two with attachments) and one popup notice around the seeding
 * day, written by the operator admin01. The popup journey relies on that one popup being active.
 */
export async function seedDemoNotices(s: Services, db: Database, now: Date): Promise<void> {
  const repo = createNoticeRepository(db);
  const today = seoulDate(now);
  for (const n of NOTICES) {
    const at = new Date(now.getTime() - n.daysAgo * 24 * 60 * 60 * 1000);
    const bulletinSq = await repo.insert({
      title: n.title,
      contents: n.contents,
      noticeGb: n.important ? 'Y' : 'N',
      popupYn: n.popup ? 'Y' : 'N',
      popupStartDt: n.popup ? addDays(today, -3) : null,
      popupEndDt: n.popup ? addDays(today, 30) : null,
      useYn: 'Y',
      regId: 'admin01',
      regDt: at,
      upId: 'admin01',
      upDt: at,
    });
    if (n.files)
      await s.files.saveFiles(
        { ownerType: NOTICE_FILE_OWNER, ownerId: String(bulletinSq) },
        n.files.map((f) => ({ ...f, fileKind: NOTICE_FILE_KIND })),
      );
  }
}
