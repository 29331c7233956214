/**
 * react-admin's layout with a menu: the dashboard home, the resources the role may open, and the
 * shop's settings for the roles that may change them.
 */
import type { ReactNode } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { CanAccess, Layout, Menu } from 'react-admin';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <CanAccess resource="settings" action="edit">
        <Menu.Item to="/settings" primaryText="settings.title" leftIcon={<SettingsIcon />} />
      </CanAccess>
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
