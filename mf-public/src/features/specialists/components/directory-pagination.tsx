import { Button, HStack, Text } from '@emind/web-ui';

interface DirectoryPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function DirectoryPagination({ page, pageCount, onPage }: DirectoryPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Paginación" justify="center" gap="4" pt="4">
      <Button variant="outline" colorPalette="brand" rounded="full" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <Text fontSize="sm" color="fg.muted">Página {page} de {pageCount}</Text>
      <Button variant="outline" colorPalette="brand" rounded="full" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </HStack>
  );
}
