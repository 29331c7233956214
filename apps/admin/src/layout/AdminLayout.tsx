/** react-admin's layout with a menu of the resources the role may open (no separate home entry). */
import type { ReactNode } from 'react';
import { Layout, Menu } from 'react-admin';

function AdminMenu() {
  return (
    <Menu>
      <Menu.ResourceItems />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
