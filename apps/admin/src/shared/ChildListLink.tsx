/** A button to a list filtered to one parent's records, e.g. the cities of a country. */
import type { ReactElement } from 'react';
import { Button, useRecordContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router';

export function childListPath(resource: string, parentField: string, parentId: unknown): string {
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify({ [parentField]: parentId }))}`;
}

export interface ChildListLinkProps {
  resource: string;
  parentField: string;
  label: string;
  icon: ReactElement;
  /** The parent; the record in context when not given. */
  record?: RaRecord;
}

export function ChildListLink({ resource, parentField, label, icon, record }: ChildListLinkProps) {
  const contextRecord = useRecordContext();
  const parent = record ?? contextRecord;
  if (!parent) return null;
  return (
    <Button
      component={Link}
      to={childListPath(resource, parentField, parent.id)}
      label={label}
      // Inside a clickable row: open the child list, not the row's own page.
      onClick={(event) => event.stopPropagation()}
    >
      {icon}
    </Button>
  );
}
