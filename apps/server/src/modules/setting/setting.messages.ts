import { registerMessages } from '@/platform/http/messages.ts';

/** Texts of the settings screens (spec business §8) and of the shared form rules they check on the server. */
registerMessages({
  'setting.msg.noChange': { ko: '변경된 내용이 없습니다.', en: 'Nothing was changed.' },
  'setting.msg.saved': { ko: '저장되었습니다.', en: 'Saved.' },
  'setting.phone.msg.lastPhone': { ko: '마지막 인증 휴대폰은 삭제할 수 없습니다.', en: 'The last phone cannot be deleted.' },
  'setting.phone.msg.lastUsable': { ko: '사용 중인 마지막 인증 휴대폰은 사용 안 함으로 바꿀 수 없습니다.', en: 'The last phone in use cannot be switched off.' },
  'setting.phone.msg.tooManyChecks': { ko: '인증번호를 5회 이상 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.', en: 'The code was entered wrongly 5 times. Request a new code.' },
  'setting.phone.msg.mobileOnly': { ko: '휴대전화 번호만 인증 휴대폰으로 등록할 수 있습니다.', en: 'Only a mobile number can receive the sign-in code.' },
  'sms.message.phoneAdd': { ko: '[파트너오피스] 인증 휴대폰 등록 인증번호', en: '[Partner Office] phone registration code' },
  'account.msg.bankCd': { ko: '은행을 선택해 주세요.', en: 'Choose the bank.' },
  'account.msg.accountNm': { ko: '예금주를 입력해 주세요.', en: 'Enter the account holder.' },
  'account.msg.accountNmLength': { ko: '예금주는 50자 이하로 입력해 주세요.', en: 'The account holder may be at most 50 characters.' },
  'account.msg.accountNo': { ko: '계좌번호를 입력해 주세요.', en: 'Enter the account number.' },
  'account.msg.accountNoDigits': { ko: '계좌번호는 숫자만 입력해 주세요.', en: 'Enter the account number in digits only.' },
  'account.msg.accountNoLength': { ko: '계좌번호는 8자리 이상 20자리 이하로 입력해 주세요.', en: 'The account number must be 8 to 20 digits.' },
  'account.msg.bankNm': { ko: '은행명을 입력해 주세요.', en: 'Enter the bank name.' },
  'account.msg.bankEnAddr': { ko: '은행 영문 주소를 영문, 숫자, 공백으로 200자 이내로 입력해 주세요.', en: 'Enter the bank address in English letters, digits and spaces (up to 200).' },
  'account.msg.swiftCd': { ko: 'SWIFT 코드를 영문, 숫자로 11자 이내로 입력해 주세요.', en: 'Enter the SWIFT code in letters and digits (up to 11).' },
  'account.msg.countryCd': { ko: '국가를 선택해 주세요.', en: 'Choose the country.' },
  'account.msg.foreignBranch': { ko: '외국계 은행 지점 계좌는 대금 지급 계좌로 사용할 수 없습니다.', en: 'An account at a foreign bank branch cannot receive payments.' },
  'account.msg.overseasBank': { ko: '해외 은행은 해외 업체만 선택할 수 있습니다.', en: 'Only overseas sellers may choose an overseas bank.' },
  'account.msg.overseasNoCheck': { ko: '해외 은행 계좌는 계좌 확인 없이 저장합니다.', en: 'Overseas bank accounts are saved without an account check.' },
});

/** The shared rules' keys (packages/contracts/src/rules) as displayMessage texts. */
registerMessages({
  'phone.msg.prefix': { ko: '전화번호 앞자리를 선택해 주세요.', en: 'Choose the first part of the phone number.' },
  'phone.msg.middle': { ko: '전화번호 가운데 자리를 3~4자리 숫자로 입력해 주세요.', en: 'Enter the middle part as 3 or 4 digits.' },
  'phone.msg.last': { ko: '전화번호 끝자리를 4자리 숫자로 입력해 주세요.', en: 'Enter the last part as 4 digits.' },
  'phone.msg.intl': { ko: '전화번호를 9자리 이상 28자리 이하 숫자로 입력해 주세요.', en: 'Enter a phone number of 9 to 28 digits.' },
  'name.msg.required': { ko: '이름을 입력해 주세요.', en: 'Enter the name.' },
  'name.msg.letters': { ko: '이름은 한글, 영문, 공백만 입력할 수 있습니다.', en: 'A name may hold only Korean or English letters and spaces.' },
  'name.msg.length': { ko: '이름이 너무 깁니다(영문 20자, 한글 6자 이내).', en: 'The name is too long (20 English or 6 Korean letters).' },
  'email.msg.required': { ko: '이메일을 입력해 주세요.', en: 'Enter the e-mail address.' },
  'email.msg.pattern': { ko: '이메일 형식이 올바르지 않습니다.', en: 'The e-mail address is not valid.' },
  'email.msg.length': { ko: '이메일은 아이디와 도메인 각 25자, 전체 80자 이내로 입력해 주세요.', en: 'Each part of the e-mail may be 25 characters, the whole 80.' },
});
