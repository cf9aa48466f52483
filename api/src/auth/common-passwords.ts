/**
 * The most common passwords of 8+ characters (from public breach top lists, English and Chinese-speaking
 * users), refused at sign-up, change and reset (ASVS V6.2.4 / NIST 800-63B). Shorter ones fail the length rule.
 */
const LIST = `
password 12345678 123456789 1234567890 12345678910 123123123 11111111 00000000 88888888 66666666 99999999 22222222
iloveyou password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword qwertyui qwertyuiop qwerty123
qwerty12 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 q1w2e3r4 q1w2e3r4t5 qweasdzxc 123qweasd
asdfghjk asdfghjkl asdfasdf zxcvbnm1 zxcvbnm123 abc12345 abcd1234 abcdefgh a1234567 aa123456 a12345678 1234567a
12345qwert qwer1234 1234qwer sunshine princess football baseball basketball superman starwars whatever welcome1
welcome123 trustno1 letmein1 letmein123 iloveyou1 iloveyou2 monkey12 dragon12 shadow12 master12 charlie1 michael1
jennifer michelle computer corvette mercedes internet liverpool chocolate butterfly 987654321 9876543210 12341234
11223344 147258369 159753456 741852963 123654789 12344321 11112222 12121212 13131313 147852369 159357456 7777777a
5201314520 52013145 woaini1314 woaini520 woaini123 5211314a 1314520520 aaaaaaaa aaaaaaa1 qqqqqqqq zzzzzzzz
admin123 admin1234 administrator changeme changeme1 default1 secret123 letmein! passpass password! football1
baseball1 princess1 sunshine1 superman1 batman123 pokemon1 naruto123 computer1 samsung1 samsung123 iphone123
google123 facebook facebook1 twitter1 linkedin instagram travel123 travel2026 holiday1 summer2024 summer2025
winter2025 spring2025 autumn2025 taiwan123 taipei101 qazwsxedc qazwsx123 1qazxsw2 zaq1xsw2 !qaz2wsx asd12345
asdf1234 zxcv1234 qwe12345 qwe123456 q1234567 test1234 test12345 testtest demo1234 guest123 user1234
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** Whether a password is too common, or just the user's e-mail (or its name part) again. */
export function isCommonPassword(password: string, email?: string | null): boolean {
  const p = password.normalize('NFC').toLowerCase();
  if (COMMON_PASSWORDS.has(p)) return true;
  if (/^(.)\1+$/.test(p)) return true;
  if (email) {
    const e = email.trim().toLowerCase();
    if (p === e || p === e.split('@')[0]) return true;
  }
  return false;
}
