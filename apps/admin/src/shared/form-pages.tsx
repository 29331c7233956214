/**
 * The create and edit pages of a resource around its one form: only the fields the API takes are
 * sent (`toInput`), and edits wait for the API (pessimistic) so its field errors come back to the
 * form, and a refused delete shows the API's reason, before anything is shown as done.
 */
import type { ComponentType, ReactElement } from 'react';
import { Create, Edit } from 'react-admin';

export type ToInput = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * `afterCreate`: where a new record's save lands, the list (default) or the record's own edit page
 * (a product, whose page in the shop staff then want to look at).
 */
export function formPages(
  Inputs: ComponentType,
  toInput: ToInput,
  editActions?: ReactElement,
  afterCreate: 'list' | 'edit' = 'list',
) {
  function CreatePage() {
    return (
      <Create transform={toInput} redirect={afterCreate}>
        <Inputs />
      </Create>
    );
  }
  function EditPage() {
    return (
      <Edit transform={toInput} mutationMode="pessimistic" redirect="list" actions={editActions}>
        <Inputs />
      </Edit>
    );
  }
  return { CreatePage, EditPage };
}
