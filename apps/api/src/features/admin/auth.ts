/** Staff sign-in, sign-out, and the signed-in staff member's own language and password. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoutes, type AdminSession, type Staff } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
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

export default async function adminAuthRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
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

  app.post(
    login.path,
    {
      schema: routeSchema(login),
      config: limited('login'),
    },
    async (request, reply) => {
      const input = parseInput(login.body, request.body);
      const { token, staff } = await staffSignIn(ctx, input, {
        now: ctx.clock(),
        dashboardUrl: `${publicOrigin(request, ctx.config)}/admin`,
      });
      return { message: request.t('admin.signedIn'), data: startSession(request, reply, token, staff) };
    },
  );

  app.post(
    passwordForgot.path,
    { schema: routeSchema(passwordForgot), config: limited('forgot') },
    async (request) => {
      const { email } = parseInput(passwordForgot.body, request.body);
      // Answered before the lookup: the same answer, at the same speed, for every email.
      const now = ctx.clock();
      ctx.mailer.defer(() => requestStaffPasswordReset(ctx, email, now));
      return { message: request.t('admin.resetCodeSent') };
    },
  );

  app.post(
    passwordReset.path,
    { schema: routeSchema(passwordReset), config: limited('reset') },
    async (request) => {
      const input = parseInput(passwordReset.body, request.body);
      await resetStaffPassword(ctx, input, ctx.clock());
      return { message: request.t('admin.passwordReset') };
    },
  );

  app.post(logout.path, { schema: routeSchema(logout), preHandler: guard }, async (request, reply) => {
    await revokeStaffSession(ctx.db, signedInStaff(request).sessionId);
    clearStaffSessionCookie(request, reply);
    return { message: request.t('admin.signedOut') };
  });

  app.get(me.path, { schema: routeSchema(me), preHandler: guard }, async (request) => {
    const staff = await getStaff(ctx.db, signedInStaff(request).id);
    return {
      message: request.t('ok'),
      data: { staff, csrf_token: csrfTokenFor(staffSessionToken(request)!) },
    };
  });

  app.put(mePreferences.path, { schema: routeSchema(mePreferences), preHandler: guard }, async (request) => {
    const input = parseInput(mePreferences.body, request.body);
    const staff = await setStaffLang(ctx.db, signedInStaff(request).id, input.lang);
    request.lang = input.lang;
    return {
      message: request.t('admin.preferencesSaved'),
      data: { staff, csrf_token: csrfTokenFor(staffSessionToken(request)!) },
    };
  });

  app.put(mePassword.path, { schema: routeSchema(mePassword), preHandler: guard }, async (request, reply) => {
    const input = parseInput(mePassword.body, request.body);
    const { token, staff } = await changeStaffPassword(ctx.db, signedInStaff(request), input);
    return { message: request.t('admin.passwordChanged'), data: startSession(request, reply, token, staff) };
  });
}
