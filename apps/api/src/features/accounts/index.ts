/**
 * Customer accounts: sign-up, sign-in, logout, password reset by mailed code, profile and password
 * change. The routes that guess-able secrets pass through (login, signup, the reset steps) are rate
 * limited per client: AUTH_RATE_LIMIT_PER_MINUTE requests a minute each, counted together for both
 * language prefixes and every instance, so wrong reset codes are limited per client as well as per
 * code (5 tries).
 */
import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  resetCodeSchema,
  resetEmailSchema,
  resetPasswordSchema,
  signupSchema,
} from '@shop/contract';
import { routeSchema } from '../../http/contract.js';
import { requireCustomer, signedIn } from '../../http/customer-auth.js';
import { parseInput } from '../../http/errors.js';
import { requestOrigin } from '../../http/origin.js';
import { changePassword, getProfile, signIn, signUp, updateProfile } from '../../services/customers.js';
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

  app.post(
    '/signup',
    { config: limited('signup'), schema: { ...routeSchema(apiRoutes.signup), consumes } },
    async (request) => {
      const input = parseInput(signupSchema, request.body);
      const session = await signUp(ctx.db, input, request.lang);
      await sendWelcomeMail(ctx, session.profile.id, { origin: requestOrigin(request) });
      const message = request.t('account.signedUp');
      return { message, data: { ...session, message } };
    },
  );

  app.post(
    '/login',
    { config: limited('login'), schema: { ...routeSchema(apiRoutes.login), consumes } },
    async (request) => {
      const input = parseInput(loginSchema, request.body);
      const session = await signIn(ctx.db, input, request.lang);
      const message = request.t('account.signedIn');
      return { message, data: { ...session, message } };
    },
  );

  app.get('/logout', { preHandler: guard, schema: routeSchema(apiRoutes.logout) }, async (request) => {
    await revokeSession(ctx.db, signedIn(request).sessionId);
    return { message: request.t('account.loggedOut') };
  });

  app.post(
    '/forget/password',
    { config: limited('forget'), schema: { ...routeSchema(apiRoutes.forgotPassword), consumes } },
    async (request) => {
      const { email } = parseInput(resetEmailSchema, request.body);
      // Answered before the lookup: the same answer, at the same speed, for every email.
      const lang = request.lang;
      ctx.mailer.defer(() => requestPasswordReset(ctx, email, lang));
      return { message: request.t('account.resetCodeSent') };
    },
  );

  app.post(
    '/confirm/otp',
    { config: limited('otp'), schema: { ...routeSchema(apiRoutes.confirmOtp), consumes } },
    async (request) => {
      const { email, otp } = parseInput(resetCodeSchema, request.body);
      const token = await confirmResetCode(ctx.db, email, otp);
      return { message: request.t('account.otpVerified'), data: { token, otp: { token } } };
    },
  );

  app.post(
    '/reset/password',
    { config: limited('reset'), schema: { ...routeSchema(apiRoutes.resetPassword), consumes } },
    async (request) => {
      const input = parseInput(resetPasswordSchema, request.body);
      await resetPassword(ctx.db, input.token, input.new_password);
      return { message: request.t('account.passwordReset') };
    },
  );

  app.post(
    '/change/password',
    { preHandler: guard, schema: { ...routeSchema(apiRoutes.changePassword), consumes } },
    async (request) => {
      const input = parseInput(changePasswordSchema, request.body);
      const token = await changePassword(ctx.db, signedIn(request), input);
      return { message: request.t('account.passwordChanged'), data: { token } };
    },
  );

  app.get('/profile', { preHandler: guard, schema: routeSchema(apiRoutes.profile) }, async (request) => {
    return { message: request.t('ok'), data: await getProfile(ctx.db, signedIn(request).customerId) };
  });

  app.post(
    '/update/profile',
    { preHandler: guard, schema: { ...routeSchema(apiRoutes.updateProfile), consumes } },
    async (request) => {
      const input = parseInput(profileSchema, request.body);
      const profile = await updateProfile(ctx.db, signedIn(request).customerId, input);
      return { message: request.t('account.profileUpdated'), data: profile };
    },
  );
}
