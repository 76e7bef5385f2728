import type { ComponentPropsWithRef } from 'react';
import type { SessionUser } from '@emind/web-session';
import { fullName } from './full-name.ts';
import styles from './navbar.module.css';

/** The first letters of the first and last words, as an avatar shows them. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The user menu's button, drawn without Chakra: the same box while Chakra loads (the menu's stand-in) and after (its
 * trigger), so the bar does not move when the menu arrives.
 */
export function UserMenuButton({ user, className, ...props }: { user: SessionUser } & ComponentPropsWithRef<'button'>) {
  const name = fullName(user);
  return (
    <button
      type="button"
      aria-label="Menú de usuario"
      data-testid="user-menu-trigger"
      className={`em-button em-button-sm em-button-ghost ${styles.userButton} ${className ?? ''}`}
      {...props}
    >
      <span className={styles.avatar} aria-hidden="true">{initials(name)}</span>
      <span className={styles.userName}>{user.first_name || name}</span>
    </button>
  );
}
