import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The filters on phones, as a bottom sheet: a chunk of its own (Drawer, ScrollArea, scroll lock). */
export function FiltersDrawer({ opened, onClose, title, closeLabel, children }: FiltersDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="bottom"
      size="88%"
      radius="lg"
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
