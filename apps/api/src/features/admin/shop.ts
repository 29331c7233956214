/** The shop as a whole: its settings (owners) and the dashboard's home (every staff member). */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@shop/contract';
import { routeSchema, type ContractTypeProvider } from '../../http/contract.js';
import { parseInput } from '../../http/errors.js';
import { requireStaff, signedInStaff } from '../../http/staff-auth.js';
import { dashboard } from '../../services/admin-dashboard.js';
import { getSettings, updateSettings } from '../../services/admin-settings.js';
import { actorOf } from '../../services/staff/index.js';
import type { AppContext } from '../../shared/context.js';

export default async function adminShopRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = instance.withTypeProvider<ContractTypeProvider>();
  const { settings, settingsUpdate, dashboard: home } = adminRoutes;
  const ownersOnly = requireStaff(ctx.db, 'settings');

  app.get(settings.path, { schema: routeSchema(settings), preHandler: ownersOnly }, async () => ({
    data: await getSettings(ctx.db),
  }));

  app.put(
    settingsUpdate.path,
    { schema: routeSchema(settingsUpdate), preHandler: ownersOnly },
    async (request) => {
      const input = parseInput(settingsUpdate.body, request.body);
      const data = await updateSettings(ctx.db, actorOf(signedInStaff(request)), input);
      // Every page shows the settings: every instance drops what it cached.
      ctx.caches.invalidate('all');
      return { message: request.t('admin.saved'), data };
    },
  );

  app.get(
    home.path,
    { schema: routeSchema(home), preHandler: requireStaff(ctx.db, 'dashboard') },
    async () => ({
      data: await dashboard(ctx),
    }),
  );
}
