/** A section's heading in the menu while it is open; a divider between the icons while it is closed. */
import { Divider, ListSubheader } from '@mui/material';

export function MenuSectionHeading({ open, title }: { open: boolean; title: string }) {
  return open ? (
    <ListSubheader component="div" disableSticky sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}>
      {title}
    </ListSubheader>
  ) : (
    <Divider sx={{ my: 0.5 }} />
  );
}
