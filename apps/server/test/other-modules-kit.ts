/**
 * Test helpers of other modules, for a module's tests that go through them (the module fences of
 * decision 028 keep modules, and their tests, from importing each other): a back-office session
 * and call, and a member's SMS login.
 */
export { adminCall, staffSession } from '../src/modules/admin/admin-test-kit';
export {
  call,
  loginAs,
  newCaptcha,
  outboxCode,
  TEST_CAPTCHA,
} from '../src/modules/member/member-test-kit';
