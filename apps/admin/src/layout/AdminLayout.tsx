/**
 * react-admin's layout with a menu: the dashboard home, the resources the role may open, and the
 * shop's settings for the roles that may change them; the user menu holds the staff member's own
 * password change and sign-out.
 */
import type { ReactNode } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, CanAccess, Layout, Logout, Menu, MenuItemLink, UserMenu, useUserMenu } from 'react-admin';
import { PASSWORD_PAGE_PATH } from '../account/PasswordPage';

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

function PasswordMenuItem() {
  // The user menu stays open after a link is followed unless the item closes it.
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to={PASSWORD_PAGE_PATH}
      primaryText="account.menu_password"
      leftIcon={<LockResetIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
}

function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <PasswordMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
