/** The shop as a whole: its settings (owners) and the dashboard's home (every staff member). */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { dashboard } from '../../services/admin-dashboard.js';
import { getSettings, updateSettings } from '../../services/admin-settings.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminShopRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { settings, settingsUpdate, dashboard: home } = adminRoutes;
  const ownersOnly = requireStaff(ctx.db, 'settings');

  defineRoute(app, settings, { preHandler: ownersOnly }, async () => ({
    data: await getSettings(ctx.db),
  }));

  defineRoute(app, settingsUpdate, { preHandler: ownersOnly }, async ({ body: input }, request) => {
    const data = await updateSettings(ctx.db, actorOf(signedInStaff(request)), input);
    // Every page shows the settings: every instance drops what it cached.
    ctx.caches.invalidate('all');
    return { message: request.t('admin.saved'), data };
  });

  defineRoute(app, home, { preHandler: requireStaff(ctx.db, 'dashboard') }, async () => ({
    data: await dashboard(ctx),
  }));
}
