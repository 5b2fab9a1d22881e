import type { Services } from '@/services.ts';

/** [ko title, en title, ko contents, en contents, shown on the login page's main tab] */
const FAQS: [string, string, string, string, boolean][] = [
  [
    '입점 신청은 어떻게 하나요?',
    'How do I apply to become a partner?',
    '로그인 화면의 [입점신청] 버튼에서 국내/해외 입점 유형을 선택한 뒤 신청서를 작성해 주세요. 담당 MD가 검토 후 결과를 안내드립니다.',
    'Use the "Partner request" button on the sign-in page, choose domestic or overseas, and fill in the application. The merchandiser in charge reviews it and tells you the result.',
    true,
  ],
  [
    'SMS 인증번호가 오지 않아요.',
    'I do not receive the SMS code.',
    '인증번호는 3분간 유효하며 1시간에 5회까지 발송됩니다. 스팸 차단 설정을 확인한 뒤 [재전송]을 눌러 주세요.',
    'A code is valid for 3 minutes and at most 5 are sent per hour. Check your spam filter and press "Resend".',
    true,
  ],
  [
    '비밀번호를 잊어버렸어요.',
    'I forgot my password.',
    '파트너 고객센터로 연락 주시면 본인 확인 후 초기화해 드립니다. 초기화된 비밀번호로 로그인하면 비밀번호를 변경해야 합니다.',
    'Call the partner help desk: after checking who you are, we reset it. Signing in with a reset password asks you to change it.',
    true,
  ],
  [
    '비밀번호 변경 주기는 어떻게 되나요?',
    'How often must I change my password?',
    '비밀번호는 90일마다 변경해야 합니다. [다음에 변경하기]를 누르면 30일 동안 안내가 미뤄집니다.',
    'Every 90 days. "Change next time" postpones the reminder by 30 days.',
    true,
  ],
  [
    '정산은 언제 지급되나요?',
    'When are settlements paid?',
    '월 정산은 매월 첫 영업일에 확정되며 20일(휴일이면 다음 영업일)에 지급됩니다.',
    'The monthly settlement is fixed on the first business day and paid on the 20th (the next business day if that is a holiday).',
    true,
  ],
  [
    '세금계산서는 누구에게 발송되나요?',
    'Who receives tax invoices?',
    '[환경설정 > 계정정보]의 정산 담당자 이메일로 발송됩니다.',
    'They go to the settlement contact e-mail under Settings > Account.',
    false,
  ],
  [
    '인증 휴대폰은 몇 개까지 등록할 수 있나요?',
    'How many authentication phones can I register?',
    '계정당 최대 20개까지 등록할 수 있으며 최소 1개는 남아 있어야 합니다.',
    'Up to 20 per account, and at least one must remain.',
    false,
  ],
  [
    '상품 등록 후 판매까지 얼마나 걸리나요?',
    'How long after registering a product can I sell it?',
    '등록된 상품은 승인대기(40) 상태로 MD 검수 후 정상(90) 상태가 되면 판매됩니다.',
    'A new product waits for approval (40); after the merchandiser checks it, it becomes normal (90) and goes on sale.',
    false,
  ],
  [
    '출고 기한은 어떻게 되나요?',
    'What is the shipping deadline?',
    '결제 확인 후 다음 영업일까지 출고해야 하며, 48시간을 넘기면 배송지연으로 집계됩니다.',
    'Ship by the next business day after payment; past 48 hours the order counts as delayed.',
    false,
  ],
  [
    '반품 보류는 어떻게 처리되나요?',
    'How is a return hold handled?',
    '보류 사유(1,000자 이내)를 입력하면 고객센터로 이관되어 처리됩니다.',
    'Enter the hold reason (up to 1,000 characters); the customer service center takes it over.',
    false,
  ],
  [
    '마스터 계정으로 저장이 안 돼요.',
    'Saving does not work with a master account.',
    '마스터 계정은 모든 업체를 조회할 수 있지만 저장·수정은 할 수 없습니다.',
    'A master account can view every seller but cannot save or change anything.',
    false,
  ],
  [
    '영문 화면을 사용할 수 있나요?',
    'Is there an English interface?',
    '화면 우측 상단의 언어 선택에서 English를 고르면 됩니다. 선택한 언어는 저장됩니다.',
    'Choose English in the language menu at the top right; the choice is remembered.',
    false,
  ],
];

export async function seedDemoFaqs(services: Services, now: Date): Promise<void> {
  for (const [i, [title, titleEn, contents, contentsEn, main]] of FAQS.entries()) {
    await services.faq.createFaq({
      title,
      titleEn,
      contents,
      contentsEn,
      mainYn: main,
      useYn: true,
      regDt: new Date(now.getTime() - (FAQS.length - i) * 86_400_000),
    });
  }
}
