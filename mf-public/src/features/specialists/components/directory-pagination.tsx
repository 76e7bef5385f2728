import styles from './directory.module.css';

interface DirectoryPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const pageButton = 'em-button em-button-sm em-button-pill em-button-brand-outline';

export function DirectoryPagination({ page, pageCount, onPage }: DirectoryPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación" className={styles.pagination}>
      <button type="button" className={pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <p className={`${styles.small} ${styles.muted}`}>Página {page} de {pageCount}</p>
      <button type="button" className={pageButton} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
