/**
 * A list page that is a table on wide screens and a one-column list on phones, in the API's own
 * order unless a column is clicked (an empty sort leaves the order to the API), with an "add"
 * button when the resource can be created and a friendly empty state.
 */
import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  List,
  SimpleList,
  TopToolbar,
  useListContext,
  type RaRecord,
  type ListProps,
} from 'react-admin';

export interface ResponsiveListProps extends Omit<ListProps, 'children'> {
  /** The table's columns on wide screens. */
  children: ReactNode;
  primaryText: (record: RaRecord) => ReactNode;
  secondaryText?: (record: RaRecord) => ReactNode;
  tertiaryText?: (record: RaRecord) => ReactNode;
  /** Where a row leads: its edit page, its show page, or nowhere. */
  rowClick?: 'edit' | 'show' | false;
  /** Extra buttons beside "add" (or instead of it, when `canCreate` is false). */
  extraActions?: ReactNode;
  canCreate?: boolean;
  /** A filter whose chosen value the new record starts with (e.g. the country of new cities). */
  createFromFilter?: string;
  /** What staff may do to the rows ticked in the table (wide screens); none by default. */
  bulkActions?: ReactNode;
}

function CreateFromFilterButton({ field }: { field?: string }) {
  const { filterValues } = useListContext();
  const value = field ? filterValues?.[field] : undefined;
  return <CreateButton state={value === undefined ? undefined : { record: { [field as string]: value } }} />;
}

export function ResponsiveList({
  children,
  primaryText,
  secondaryText,
  tertiaryText,
  rowClick = 'edit',
  extraActions,
  canCreate = true,
  createFromFilter,
  bulkActions,
  ...listProps
}: ResponsiveListProps) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      sort={{ field: '', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          {extraActions}
          {canCreate && <CreateFromFilterButton field={createFromFilter} />}
        </TopToolbar>
      }
      {...listProps}
    >
      {isSmall ? (
        <SimpleList
          linkType={rowClick}
          primaryText={primaryText}
          secondaryText={secondaryText}
          tertiaryText={tertiaryText}
        />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={bulkActions ?? false}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}
