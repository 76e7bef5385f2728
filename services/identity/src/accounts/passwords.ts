/** The hashing lives in server-kit since messaging checks a signer's password too (issue 41). */
export { burnPasswordCheck, hashPassword, verifyPassword } from '@emind/server-kit/passwords';
