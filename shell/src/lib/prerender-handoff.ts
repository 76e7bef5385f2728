/**
 * The gateway paints a public page's first screen in #prerender before any script runs, and keeps #root hidden
 * beside it. React's page takes its place in the same frame once it holds its own main heading (or an alert):
 * before that it holds only the navbar and loaders, which would blank out what the reader already sees. Should
 * neither ever come, the page is shown after `giveUpMs` anyway.
 */
export function handOffPrerender(root: HTMLElement, giveUpMs = 10_000): void {
  const prerender = document.getElementById('prerender');
  if (!prerender) return;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    prerender.remove();
  };
  // A mutation observer runs right after React's commit, before the browser paints it.
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1, [role="alert"]')) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(reveal, giveUpMs);
}

/** True while a first paint from the HTML is on screen (until React's page takes its place). */
export const isPrerenderShown = (): boolean => document.getElementById('prerender') !== null;
