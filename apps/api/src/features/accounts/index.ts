/**
 * Customer accounts: sign-up with a mailed code, sign-in, logout, password reset by mailed code,
 * profile, email change (current password, then a code sent to the new address) and password
 * change. The routes that guess-able secrets pass through (login, signup and its code, the reset
 * steps, the email change and its code) are rate limited per client: AUTH_RATE_LIMIT_PER_MINUTE
 * requests a minute each, counted together for both language prefixes and every instance; and per
 * account, from any client (services/account-lockout.ts), so wrong passwords and codes spread over
 * many addresses meet a limit too.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@shop/contract';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { defineRoute } from '../../http/define-route.js';
import { publicOrigin } from '../../http/origin.js';
import {
  changePassword,
  checkEmailChange,
  confirmEmailChange,
  confirmSignup,
  getProfile,
  requestEmailChange,
  signIn,
  startSignup,
  updateProfile,
} from '../../services/customers.js';
import { sendWelcomeMail } from '../../services/mail/index.js';
import { confirmResetCode, requestPasswordReset, resetPassword } from '../../services/password-reset.js';
import { revokeSession } from '../../services/sessions.js';
import type { AppContext } from '../../shared/context.js';

export default async function accountsPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
  // groupId names the counter, so /ar/api and /en/api (and every instance) count a client together.
  const limited = (groupId: string) => ({
    rateLimit: {
      max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      groupId: `:auth-${groupId}`,
    },
  });
  const guard = requireCustomer(ctx.db);

  defineRoute(
    app,
    apiRoutes.signup,
    { config: limited('signup'), consumes },
    async ({ body: input }, request) => {
      // Answered before any lookup: the same answer, at the same speed, for a new and a registered
      // email (docs/decisions.md, Sign-up without enumeration).
      const lang = request.lang;
      const links = { origin: publicOrigin(request, ctx.config) };
      const now = ctx.clock();
      ctx.mailer.defer(() => startSignup(ctx, input, lang, links, now));
      const message = request.t('account.signupCodeSent');
      return { message, data: { message } };
    },
  );

  defineRoute(
    app,
    apiRoutes.signupConfirm,
    { config: limited('signup-code'), consumes },
    async ({ body: { email, otp } }, request) => {
      const session = await confirmSignup(ctx.db, email, otp, ctx.clock());
      await sendWelcomeMail(ctx, session.profile.id, { origin: publicOrigin(request, ctx.config) });
      const message = request.t('account.signedUp');
      return { message, data: { ...session, message } };
    },
  );

  defineRoute(
    app,
    apiRoutes.login,
    { config: limited('login'), consumes },
    async ({ body: input }, request) => {
      const session = await signIn(ctx.db, input, request.lang, ctx.clock());
      const message = request.t('account.signedIn');
      return { message, data: { ...session, message } };
    },
  );

  defineRoute(app, apiRoutes.logout, { preHandler: guard }, async (_input, request) => {
    await revokeSession(ctx.db, signedIn(request).sessionId);
    return { message: request.t('account.loggedOut') };
  });

  defineRoute(
    app,
    apiRoutes.forgotPassword,
    { config: limited('forget'), consumes },
    async ({ body: { email } }, request) => {
      // Answered before the lookup: the same answer, at the same speed, for every email.
      const lang = request.lang;
      const now = ctx.clock();
      ctx.mailer.defer(() => requestPasswordReset(ctx, email, lang, now));
      return { message: request.t('account.resetCodeSent') };
    },
  );

  defineRoute(
    app,
    apiRoutes.confirmOtp,
    { config: limited('otp'), consumes },
    async ({ body: { email, otp } }, request) => {
      const token = await confirmResetCode(ctx.db, email, otp, ctx.clock());
      return { message: request.t('account.otpVerified'), data: { token, otp: { token } } };
    },
  );

  defineRoute(
    app,
    apiRoutes.resetPassword,
    { config: limited('reset'), consumes },
    async ({ body: input }, request) => {
      await resetPassword(ctx.db, input.token, input.new_password, ctx.clock());
      return { message: request.t('account.passwordReset') };
    },
  );

  defineRoute(
    app,
    apiRoutes.changePassword,
    { preHandler: guard, consumes },
    async ({ body: input }, request) => {
      const token = await changePassword(ctx.db, signedIn(request), input);
      return { message: request.t('account.passwordChanged'), data: { token } };
    },
  );

  defineRoute(app, apiRoutes.profile, { preHandler: guard }, async (_input, request) => {
    return { message: request.t('ok'), data: await getProfile(ctx.db, signedIn(request).customerId) };
  });

  defineRoute(
    app,
    apiRoutes.updateProfile,
    { preHandler: guard, consumes },
    async ({ body: input }, request) => {
      const profile = await updateProfile(ctx.db, signedIn(request).customerId, input);
      return { message: request.t('account.profileUpdated'), data: profile };
    },
  );

  defineRoute(
    app,
    apiRoutes.emailChange,
    { preHandler: guard, config: limited('email-change'), consumes },
    async ({ body: input }, request) => {
      const now = ctx.clock();
      const customer = await checkEmailChange(ctx.db, signedIn(request), input, now);
      // The rest after the answer: a taken address and a free one are answered alike.
      const links = { origin: publicOrigin(request, ctx.config) };
      const change = { email: input.email, lang: request.lang };
      ctx.mailer.defer(() => requestEmailChange(ctx, customer, change, links, now));
      return { message: request.t('account.emailCodeSent') };
    },
  );

  defineRoute(
    app,
    apiRoutes.emailConfirm,
    { preHandler: guard, config: limited('email-code'), consumes },
    async ({ body: { otp } }, request) => {
      const profile = await confirmEmailChange(ctx, signedIn(request), otp, ctx.clock());
      return { message: request.t('account.emailChanged'), data: profile };
    },
  );
}
