/**
 * The two WebAuthn ceremonies the account pages run, and nothing else of `@simplewebauthn/browser`:
 * `passkey-api.ts` loads this module when a ceremony starts, so the chunk holds only what these two
 * functions need (the library's autofill, capability and signal helpers stay out of the bundle).
 */
export { startAuthentication, startRegistration } from '@simplewebauthn/browser';
