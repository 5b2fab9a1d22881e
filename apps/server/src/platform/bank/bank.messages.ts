import { registerMessages } from '../http/messages.ts';

/** Reasons of the bank-account check (spec business §8 "account verification failures (with reason)"). */
registerMessages({
  'bank.msg.verified': { ko: '계좌 확인이 완료되었습니다.', en: 'The account was verified.' },
  'bank.msg.accountNoFormat': { ko: '계좌번호는 숫자 8~20자리로 입력해 주세요.', en: 'Enter an account number of 8 to 20 digits.' },
  'bank.msg.accountNoZeros': { ko: '유효하지 않은 계좌번호입니다.', en: 'This account number is not valid.' },
  'bank.msg.holderMismatch': { ko: '예금주가 업체명 또는 대표자명과 일치하지 않습니다.', en: 'The account holder does not match the company or representative name.' },
  'bank.msg.unavailable': { ko: '계좌 확인 서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.', en: 'The account check is temporarily unavailable. Please try again later.' },
});
