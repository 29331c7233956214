/**
 * A button that flips one true/false field of the record after a confirmation dialog, through the
 * resource's PUT (the API's answer message is what the notification says).
 */
import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';

export interface ConfirmedToggleProps {
  field: string;
  /** Labels (translation keys) for the button when the field is false and when it is true. */
  labelWhenOff: string;
  labelWhenOn: string;
  confirmTitle: string;
  confirmWhenOff: string;
  confirmWhenOn: string;
  doneWhenOff: string;
  doneWhenOn: string;
  iconWhenOff?: ReactElement;
  iconWhenOn?: ReactElement;
  record?: RaRecord;
}

export function ConfirmedToggle(props: ConfirmedToggleProps) {
  const contextRecord = useRecordContext();
  const record = props.record ?? contextRecord;
  const resource = useResourceContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const on = Boolean(record[props.field]);
  const confirm = () =>
    update(
      resource,
      { id: record.id, data: { [props.field]: !on }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(on ? props.doneWhenOn : props.doneWhenOff, { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error)?.message ?? 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        label={on ? props.labelWhenOn : props.labelWhenOff}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {on ? props.iconWhenOn : props.iconWhenOff}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={props.confirmTitle}
        content={on ? props.confirmWhenOn : props.confirmWhenOff}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
