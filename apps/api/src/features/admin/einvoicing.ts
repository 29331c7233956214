/**
 * E-invoicing in the staff API: the owner's onboarding (Settings → E-invoicing) and, for staff who
 * handle orders, putting a document ZATCA rejected back in the queue. Each onboarding step answers
 * the page's new state; ZATCA's refusal is a 422 with its messages, an unreachable platform a 503.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { FieldErrors, NotFoundError } from '../../http/errors.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { getOrderForStaff } from '../../services/admin-orders.js';
import {
  einvoicingForOwner,
  resubmitDocument,
  runOwnerStep,
  saveOwnerRegistration,
  simulatorAllowed,
} from '../../services/einvoicing/index.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

type OnboardingOutcome = Awaited<ReturnType<typeof runOwnerStep>>;

export default async function adminEInvoicingRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const deps = () => ctx.einvoices.deps;
  const ownersOnly = requireStaff(ctx.db, 'settings');
  const {
    einvoicing,
    einvoicingRegistration,
    einvoicingKey,
    einvoicingComplianceCsid,
    einvoicingComplianceChecks,
    einvoicingProductionCsid,
    orderEInvoiceResubmit,
  } = adminRoutes;

  /** The step's answer: the page's new state, or why ZATCA or the order of steps refused it. */
  const answer = async (outcome: OnboardingOutcome, request: FastifyRequest, reply: FastifyReply) => {
    switch (outcome.kind) {
      case 'done':
        // A shop that reached production issues documents: sweep what orders asked for meanwhile.
        if (outcome.step === 'production') ctx.einvoices.poke();
        return {
          message: request.t(`einvoice.step.${outcome.step}`),
          data: await einvoicingForOwner(deps()),
        };
      case 'rejected':
        return reply.code(422).send({
          message: request.t('einvoice.rejected'),
          errors: { zatca: outcome.errors.map((error) => `${error.code}: ${error.message}`) },
        });
      case 'unavailable':
        request.log.warn({ reason: outcome.reason }, 'fatoora unavailable during onboarding');
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ message: request.t('einvoice.unavailable') });
      case 'out-of-order':
        return reply.code(409).send({ message: request.t('einvoice.outOfOrder') });
      case 'key-missing':
        return reply.code(409).send({ message: request.t('einvoice.keyMissing') });
    }
  };

  defineRoute(app, einvoicing, { preHandler: ownersOnly }, async () => ({
    data: await einvoicingForOwner(deps()),
  }));

  defineRoute(app, einvoicingRegistration, { preHandler: ownersOnly }, async ({ body }, request) => {
    if (body.environment === 'simulator' && !simulatorAllowed(deps())) {
      throw new FieldErrors({ environment: ['einvoice.simulatorRefused'] });
    }
    await saveOwnerRegistration(deps(), actorOf(signedInStaff(request)), body);
    return { message: request.t('einvoice.registrationSaved'), data: await einvoicingForOwner(deps()) };
  });

  defineRoute(app, einvoicingKey, { preHandler: ownersOnly }, async (_input, request, reply) =>
    answer(await runOwnerStep(deps(), actorOf(signedInStaff(request)), 'key'), request, reply),
  );

  defineRoute(app, einvoicingComplianceCsid, { preHandler: ownersOnly }, async ({ body }, request, reply) =>
    answer(
      await runOwnerStep(deps(), actorOf(signedInStaff(request)), 'compliance-csid', body.otp),
      request,
      reply,
    ),
  );

  defineRoute(app, einvoicingComplianceChecks, { preHandler: ownersOnly }, async (_input, request, reply) =>
    answer(await runOwnerStep(deps(), actorOf(signedInStaff(request)), 'compliance-checks'), request, reply),
  );

  defineRoute(app, einvoicingProductionCsid, { preHandler: ownersOnly }, async (_input, request, reply) =>
    answer(await runOwnerStep(deps(), actorOf(signedInStaff(request)), 'production-csid'), request, reply),
  );

  defineRoute(
    app,
    orderEInvoiceResubmit,
    { preHandler: requireStaff(ctx.db, 'orders') },
    async ({ params: { id, document_id } }, request) => {
      const staff = signedInStaff(request);
      const resubmitted = await resubmitDocument(deps(), document_id, { orderId: id, actor: actorOf(staff) });
      if (!resubmitted) throw new NotFoundError('notFound.einvoiceDocument');
      ctx.einvoices.poke();
      const data = await getOrderForStaff(ctx.db, request.lang, id, staff.role);
      if (!data) throw new NotFoundError('notFound.order');
      return { message: request.t('einvoice.resubmitted'), data };
    },
  );
}
