import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import styles from './public-layout.module.css';

/** The shell already wraps every remote in its `<main>`; this adds the footer under the page. */
export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <div className={styles.page}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
