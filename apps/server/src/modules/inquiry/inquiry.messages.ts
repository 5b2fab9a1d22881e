import { registerMessages } from '@/platform/http/messages.ts';

/** Texts of the inquiry form (spec access §5 "Inquiry"). */
registerMessages({
  'inquiry.msg.regGb': { ko: '문의 구분을 선택해 주세요.', en: 'Choose the category.' },
  'inquiry.msg.entrNm': { ko: '업체명을 50자 이내로 입력해 주세요.', en: 'Enter the company name (up to 50 characters).' },
  'inquiry.msg.reqContents': { ko: '문의 내용을 2000자 이내로 입력해 주세요.', en: 'Enter your inquiry (up to 2000 characters).' },
  'inquiry.msg.chgAgree': { ko: '개인정보 수집 및 이용에 동의해 주세요.', en: 'Agree to the collection and use of personal data.' },
});
