import { Button, HStack, Text } from '@chakra-ui/react';

interface PagerProps {
  page: number;
  /** Rows in the whole list and rows per page, as a paginated API answers them. */
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
}

/** 'Anterior' · 'Página x de y' · 'Siguiente' under a server-paginated list; nothing when it fits on one page. */
export function Pager({ page, count, pageSize, onPage, label = 'Paginación' }: PagerProps) {
  // A page past the end (the list shrank since it was opened) still counts, so 'Anterior' leads back.
  const pageCount = Math.max(1, page, Math.ceil(count / Math.max(1, pageSize)));
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="3" justify="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>Anterior</Button>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">Página {page} de {pageCount}</Text>
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>Siguiente</Button>
    </HStack>
  );
}
