/** Staff sign-in, sign-out, and the signed-in staff member's own language and password. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoutes, type AdminSession, type Staff } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import {
  clearStaffSessionCookie,
  csrfTokenFor,
  requireStaff,
  setStaffSessionCookie,
  signedInStaff,
  staffSessionToken,
} from '../../http/staff-auth.js';
import {
  changeStaffPassword,
  getStaff,
  revokeStaffSession,
  setStaffLang,
  staffSignIn,
} from '../../services/staff/index.js';
import { publicOrigin } from '../../http/origin.js';
import { requestStaffPasswordReset, resetStaffPassword } from '../../services/staff-password-reset.js';
import type { AppContext } from '../../shared/context.js';

/** Starts a session on the answer: its cookie, and its CSRF token in the body. */
function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  staff: Staff,
): AdminSession {
  setStaffSessionCookie(request, reply, token);
  return { staff, csrf_token: csrfTokenFor(token) };
}

export default async function adminAuthRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { login, logout, me, mePreferences, mePassword, passwordForgot, passwordReset } = adminRoutes;
  const guard = requireStaff(ctx.db);
  // Counted per client for each route, on every instance (as the storefront's sign-in).
  const limited = (groupId: string) => ({
    rateLimit: {
      max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      groupId: `:admin-${groupId}`,
    },
  });

  defineRoute(app, login, { config: limited('login') }, async ({ body: input }, request, reply) => {
    const { token, staff } = await staffSignIn(ctx, input, {
      now: ctx.clock(),
      dashboardUrl: `${publicOrigin(request, ctx.config)}/admin`,
    });
    return { message: request.t('admin.signedIn'), data: startSession(request, reply, token, staff) };
  });

  defineRoute(app, passwordForgot, { config: limited('forgot') }, async ({ body: { email } }, request) => {
    // Answered before the lookup: the same answer, at the same speed, for every email.
    const now = ctx.clock();
    ctx.mailer.defer(() => requestStaffPasswordReset(ctx, email, now));
    return { message: request.t('admin.resetCodeSent') };
  });

  defineRoute(app, passwordReset, { config: limited('reset') }, async ({ body: input }, request) => {
    await resetStaffPassword(ctx, input, ctx.clock());
    return { message: request.t('admin.passwordReset') };
  });

  defineRoute(app, logout, { preHandler: guard }, async (_input, request, reply) => {
    await revokeStaffSession(ctx.db, signedInStaff(request).sessionId);
    clearStaffSessionCookie(request, reply);
    return { message: request.t('admin.signedOut') };
  });

  defineRoute(app, me, { preHandler: guard }, async (_input, request) => {
    const staff = await getStaff(ctx.db, signedInStaff(request).id);
    return {
      message: request.t('ok'),
      data: { staff, csrf_token: csrfTokenFor(staffSessionToken(request)!) },
    };
  });

  defineRoute(app, mePreferences, { preHandler: guard }, async ({ body: input }, request) => {
    const staff = await setStaffLang(ctx.db, signedInStaff(request).id, input.lang);
    request.lang = input.lang;
    return {
      message: request.t('admin.preferencesSaved'),
      data: { staff, csrf_token: csrfTokenFor(staffSessionToken(request)!) },
    };
  });

  defineRoute(app, mePassword, { preHandler: guard }, async ({ body: input }, request, reply) => {
    const { token, staff } = await changeStaffPassword(ctx.db, signedInStaff(request), input);
    return { message: request.t('admin.passwordChanged'), data: startSession(request, reply, token, staff) };
  });
}
