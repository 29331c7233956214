/**
 * The dashboard's resources, in menu order. Each is served by the staff API at
 * /admin/api/{name} (the data provider needs nothing more) and belongs to an admin area, which
 * decides who sees it (domain's staffMay). To add one: write its screens in resources/{name}/,
 * name its area in areas.ts, add an entry here, and its labels under `resources.{name}` in
 * i18n/en.ts and i18n/ar.ts.
 */
import type { ComponentType } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AuditList } from './audit/AuditList';
import type { ResourceName } from './areas';
import { CustomerList } from './customers/CustomerList';
import { CustomerShow } from './customers/CustomerShow';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { StaffCreate, StaffEdit } from './staff/StaffForm';
import { StaffList } from './staff/StaffList';

export interface AdminResource {
  /** The API path below /admin/api and the dashboard's route; its area is in areas.ts. */
  name: ResourceName;
  icon: ComponentType;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** The field that names a record in titles and references. */
  recordRepresentation?: string;
}

export const adminResources: readonly AdminResource[] = [
  { name: 'orders', icon: ReceiptLongIcon, list: OrderList, show: OrderShow, recordRepresentation: 'code' },
  {
    name: 'customers',
    icon: StorefrontIcon,
    list: CustomerList,
    show: CustomerShow,
    recordRepresentation: 'email',
  },
  {
    name: 'staff',
    icon: PeopleIcon,
    list: StaffList,
    create: StaffCreate,
    edit: StaffEdit,
    recordRepresentation: 'name',
  },
  { name: 'audit', icon: HistoryIcon, list: AuditList },
];

export { areaOf } from './areas';
