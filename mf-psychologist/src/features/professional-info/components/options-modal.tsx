import { useState } from 'react';
import { Button, Input, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { OptionCheckbox } from './option-checkbox.tsx';

interface OptionsModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  options: readonly string[];
  isChecked: (option: string) => boolean;
  isDisabled: (option: string) => boolean;
  onToggle: (option: string) => void;
  limitMessage: string | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** 'Ver más': every option of a group, searchable (the whole screen on a phone); Escape, a click outside or 'Cerrar' close it. */
export function OptionsModal({ title, open, onClose, options, isChecked, isDisabled, onToggle, limitMessage }: OptionsModalProps) {
  const [search, setSearch] = useState('');
  const shown = options.filter((option) => fold(option).includes(fold(search.trim())));
  const close = () => {
    setSearch('');
    onClose();
  };
  return (
    <ScreenDialog title={title} open={open} onClose={close} footer={<Button variant="outline" onClick={close}>Cerrar</Button>}>
      <Stack gap={4}>
        <Input aria-label="Buscar opciones" placeholder="Buscar..." value={search} onChange={(e) => setSearch(e.target.value)} />
        {limitMessage ? <Text color="orange.600" fontSize="sm">{limitMessage}</Text> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {shown.map((option) => (
            <OptionCheckbox key={option} label={option} checked={isChecked(option)} disabled={isDisabled(option)} onToggle={onToggle} />
          ))}
        </SimpleGrid>
        {shown.length === 0 ? <Text color="fg.muted">No se encontraron opciones</Text> : null}
      </Stack>
    </ScreenDialog>
  );
}
