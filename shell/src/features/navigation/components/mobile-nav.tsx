import { lazy, useRef, useState } from 'react';
import { preloadUi, WithUi } from '@emind/web-ui/static';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <line x1="3" y1="6" x2="21" y2="6" />
      <line x1="3" y1="12" x2="21" y2="12" />
      <line x1="3" y1="18" x2="21" y2="18" />
    </svg>
  );
}

/**
 * Below 1024 px the bar collapses into a drawer (spec 1 §2). The drawer is mounted on the first tap only: its
 * code (Chakra, focus trap, dialog machine) is not part of a phone's first page; a hover or focus on the button
 * starts the download.
 */
export function MobileNav({ onLogout, triggerClassName }: { onLogout: () => void; triggerClassName: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClassName}
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadUi}
        onFocus={preloadUi}
        onClick={() => (setUsed(true), setOpen(true))}
      >
        <MenuIcon />
      </button>
      {used && (
        <WithUi>
          <MobileDrawer open={open} setOpen={setOpen} trigger={trigger} onLogout={onLogout} />
        </WithUi>
      )}
    </>
  );
}
