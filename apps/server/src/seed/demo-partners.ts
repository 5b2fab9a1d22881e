import type { Services } from '@/services.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { completeBusinessNumber } from './demo-sellers.ts';
import { tinyPdf, tinyPng } from './sample-files.ts';

const contacts = (nm: string, email: string) => ({
  chgNm: nm,
  chgEmail: email,
  csOperatorNm: nm,
  csOperatorEmail: email,
  sacOperatorNm: nm,
  sacOperatorEmail: email,
});

/** What an operator reviews in a demo install: a pending domestic and a pending overseas application. */
function demoApplications() {
  const agreements = { agreeYn: 'Y', agreeGenuineYn: 'N', pymagrmConfirmYn: 'Y', ntceYn: 'Y', passwd: DEMO_PASSWORD, passwdChk: DEMO_PASSWORD };
  const domestic = {
    ...agreements,
    ...contacts('정하늘', 'sky@blossom.co.kr'),
    bizGb: 'C',
    bizNo: completeBusinessNumber('305817712'),
    supplyEntrNm: '(주)블라썸어패럴',
    ownerNm: '정민호',
    bizKind: '의류',
    bizType: '도소매',
    bizZipNo: '04779',
    bizFixAddr: '서울특별시 성동구 뚝섬로 273',
    bizDtlAddr: '5층',
    phone1: '02',
    phone2: '3456',
    phone3: '7890',
    chgHphone1: '010',
    chgHphone2: '7777',
    chgHphone3: '8888',
    csOperatorPhone1: '02',
    csOperatorPhone2: '3456',
    csOperatorPhone3: '7891',
    sacOperatorPhone1: '02',
    sacOperatorPhone2: '3456',
    sacOperatorPhone3: '7892',
    bankCd: '088',
    accountNm: '(주)블라썸어패럴',
    accountNo: '110123456789',
    mdNm: '김엠디',
    deptNm: '여성의류팀',
    mgrId: 'applicant01',
    authTime: '20260101000000',
    authNo: '000000',
    fileKinds: ['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile'],
  };
  const overseas = {
    ...agreements,
    ...contacts('Lena Berg', 'lena@fjordknit.se'),
    bizGb: 'F',
    bizNo: '5568123456',
    supplyEntrNm: 'Fjord Knit AB',
    ownerNm: 'Erik Berg',
    bizKind: 'Knitwear',
    bizType: 'Wholesale',
    bizCountryCd: 'SE',
    bizCityNm: 'Stockholm',
    bizZipNo: '111 52',
    bizFixAddr: 'Drottninggatan 55',
    bizDtlAddr: '3 tr',
    phone1: '4687',
    phone2: '1234',
    phone3: '56',
    chgHphone: '46701234567',
    csOperatorPhone: '46701234567',
    sacOperatorPhone: '46701234568',
    bankCd: '200',
    bankNm: 'Nordea Bank',
    accountNm: 'Fjord Knit AB',
    accountNo: '30001234567',
    bankEnAddr: 'Smalandsgatan 17 Stockholm',
    swiftCd: 'NDEASESS',
    countryCd: 'SE',
    mgrId: 'applicant02',
    fileKinds: ['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile'],
  };
  return [domestic, overseas];
}

const files = (name: string) => [
  { filename: `${name}-proposal.pdf`, data: tinyPdf(`${name} proposal`) },
  { filename: `${name}-licence.png`, data: tinyPng(8, [40, 90, 160]) },
  { filename: `${name}-account.pdf`, data: tinyPdf(`${name} account copy`) },
];

const INQUIRIES = [
  {
    regGb: '1',
    entrNm: '모노하우스',
    chgNm: '한지민',
    chgEmail1: 'jimin',
    chgEmail2: 'monohouse.kr',
    chgPhone1: '010',
    chgPhone2: '2345',
    chgPhone3: '6789',
    reqContents: '여성 니트 브랜드 입점을 문의드립니다. 상품 소개서를 첨부합니다.',
    chgAgree: 'Y',
  },
  {
    regGb: '0',
    entrNm: '애드브릿지',
    chgNm: '오세훈',
    chgEmail1: 'partner',
    chgEmail2: 'adbridge.co.kr',
    chgPhone1: '02',
    chgPhone2: '555',
    chgPhone3: '0101',
    reqContents: '온라인 마케팅 제휴 제안드립니다.',
    chgAgree: 'Y',
  },
];

/** Pending applications with real (tiny) files, and two inquiries, one with an image. */
export async function seedDemoPartners(services: Services): Promise<void> {
  const [domestic, overseas] = demoApplications();
  await services.partnerJoin.importApplication({ json: domestic, files: files('blossom') });
  await services.partnerJoin.importApplication({ json: overseas, files: files('fjord') });
  await services.inquiries.createEnterinquire({ form: { json: INQUIRIES[0], files: [{ filename: 'brand-lookbook.png', data: tinyPng() }] } });
  await services.inquiries.createEnterinquire({ form: { json: INQUIRIES[1], files: [] } });
}
