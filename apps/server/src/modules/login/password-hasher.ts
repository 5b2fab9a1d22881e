import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2), the OWASP minimum for argon2id. */
export const hashPassword = (password: string) => hash(password);

// Verifying against this when the account does not exist keeps the answer time the same, so response
// timing does not reveal which ids exist.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$7kWfo6zR4KGjyRmJZqwmUA$0PmzOXknA3K2tz0E5+RK4Q06tQT9xG0CYs4a2LF0Vj4';

export async function verifyPassword(passwdHash: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwdHash ?? DUMMY_HASH, password);
    return ok && passwdHash !== undefined;
  } catch {
    return false;
  }
}
