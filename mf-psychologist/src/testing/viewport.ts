/** happy-dom's window can be resized, so a test sees the phone layouts (under 768 px) too. */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });
}
