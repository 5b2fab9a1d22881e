/**
 * Well-known passwords that attackers try first (spec access §5 has no blocklist; we add one because many
 * of these pass every composition rule, e.g. `password1!` or `samsung123!`). Stored lower-case and
 * compared case-insensitively, since `Password1!` is guessed just as early as `password1!`.
 * Keyboard walks and digit runs (`qwer1234!`) are also caught by the sequence rule; they stay listed so the
 * message names the real problem and so the list still holds if the other rules change.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  // "password" and its leet spellings
  'password1!', 'password12!', 'password123!', 'password!1', 'password1@', 'passw0rd!', 'p@ssw0rd',
  'p@ssw0rd!', 'p@ssw0rd1', 'p@ssword1', 'p@ssword1!', 'p@$$w0rd', 'pa$$word1', 'pa$$w0rd!', 'pass1234!',
  'pass123!@', 'mypassword1!',
  // keyboard walks, Korean-keyboard favourites first
  'qwer1234!', 'qwer!234', 'qwer!@#$1234', '1234qwer!', '1q2w3e4r!', '1q2w3e4r5t!', '1q2w3e4r!@',
  'q1w2e3r4!', 'q1w2e3r4t5!', '1qaz2wsx!', '1qaz@wsx', '1qaz2wsx3edc!', '!qaz2wsx', 'zaq1@wsx', 'zaq12wsx!',
  'qazwsx123!', 'qwerty1!', 'qwerty12!', 'qwerty123!', 'qwe123!@#', '!@#qwe123', 'qweasd123!', 'qweasdzxc1!',
  'asdf1234!', 'asdf!234', '1234asdf!', 'zxcv1234!', 'zxcvbnm1!', 'asdfgh1!', '!@#$qwer1234',
  // letters plus a digit run
  'abc123!@#', 'abc1234!', 'abcd1234!', 'abcd!234', 'a123456!', 'a1234567!', 'a12345678!', 'aa123456!',
  'a1b2c3d4!', 'test1234!', 'test123!', 'guest123!', 'user1234!', 'root1234!', 'admin123!', 'admin1234!',
  'admin@123', 'admin!234', 'administrator1!', 'changeme1!', 'default1!', 'secret123!', 'login123!',
  // words from the top of every leaked-password list
  'welcome1!', 'welcome123!', 'iloveyou1!', 'iloveyou!1', 'sunshine1!', 'princess1!', 'football1!',
  'baseball1!', 'superman1!', 'batman123!', 'dragon123!', 'monkey123!', 'letmein1!', 'master123!',
  'trustno1!', 'michael1!', 'shadow123!', 'starwars1!', 'whatever1!', 'freedom1!', 'mustang1!',
  'computer1!', 'hello123!', 'hello1234!', 'love1234!', 'iloveu123!',
  // local and seasonal guesses for a Korean fashion-mall back-office
  'korea123!', 'seoul123!', 'samsung1!', 'samsung123!', 'naver123!', 'google123!', 'kakao123!', 'gmail123!',
  'summer2024!', 'winter2024!', 'spring2025!', 'summer2025!', 'company1!', 'partner1!', 'partner123!',
  'seller123!', 'shop1234!', 'fashion123!',
]);
