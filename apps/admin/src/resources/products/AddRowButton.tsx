/** A labelled "add" button for a list of rows (colours, tiers), instead of the iterator's bare icon. */
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button, useSimpleFormIterator } from 'react-admin';

export function AddRowButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
}

/**
 * The iterator's row buttons (remove) show only on hover by default, which hides them from the
 * keyboard (a hidden button cannot take focus): here they always show.
 */
export const alwaysShowRowButtons = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;
