import { registerMessages } from '@/platform/http/messages.ts';

/** Texts of the postcode search and the address form (spec access §2 "Address form"). */
registerMessages({
  'address.msg.keyword': { ko: '검색어를 2자 이상 80자 이하로 입력해 주세요.', en: 'Enter 2 to 80 characters to search.' },
  'address.msg.zipNo': { ko: '우편번호를 검색해 주세요.', en: 'Search for the postcode.' },
  'address.msg.fixAddr': { ko: '주소를 검색해 주세요.', en: 'Search for the address.' },
  'address.msg.dtlAddr': { ko: '상세주소를 입력해 주세요(300자 이내).', en: 'Enter the detail address (up to 300 characters).' },
});
