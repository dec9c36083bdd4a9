import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The narrow screens' menu panel: its own chunk, fetched the first time the burger is pressed. */
export function NavDrawer({ opened, onClose, title, closeLabel, children }: NavDrawerProps) {
  return (
    <Drawer
      id="main-nav-drawer"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
