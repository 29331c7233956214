/** The dashboard's own texts in English; ar.ts must have the same keys (the type checks it). */
import customersLabels from '../resources/customers/labels';
import dashboardLabels from '../resources/dashboard/labels';
import ordersLabels from '../resources/orders/labels';
import settingsLabels from '../resources/settings/labels';
import sharedLabels from '../shared/labels';

const en = {
  app: {
    title: 'Uniform Shop admin',
    language: 'Language',
    languages: { ar: 'العربية', en: 'English' },
  },
  ...sharedLabels.en,
  ...dashboardLabels.en,
  ...settingsLabels.en,
  staff_roles: { owner: 'Owner', staff: 'Staff' },
  resources: {
    ...ordersLabels.en,
    ...customersLabels.en,
    staff: {
      name: 'Staff member |||| Staff',
      fields: {
        id: 'ID',
        name: 'Name',
        email: 'Email',
        password: 'Password',
        role: 'Role',
        is_active: 'Active',
        lang: 'Language',
        last_login_at: 'Last sign-in',
        created_at: 'Created',
        q: 'Search',
      },
      active: 'Active',
      inactive: 'Disabled',
      never: 'Never',
      password_keep: 'Leave blank to keep the current password',
    },
    audit: {
      name: 'Audit entry |||| Audit log',
      fields: {
        id: 'ID',
        staff_email: 'By',
        action: 'Action',
        entity: 'Entity',
        entity_id: 'Record',
        before: 'Before',
        after: 'After',
        created_at: 'When',
        q: 'Search',
      },
      nothing: 'Nothing',
    },
  },
};

export default en;
export type AdminMessages = typeof en;
