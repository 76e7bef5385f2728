/**
 * For a dialog sized `{ base: 'full', md: … }`: Chakra's 'full' size sets a full-screen height, square corners and
 * no margin, and the wider size does not undo them, so from tablet width up the dialog kept the whole screen's
 * height with its content at the top and an empty area under it. Spread on `Dialog.Content` to undo them there.
 */
export const phoneFullScreenContent = {
  minH: { md: 'auto' },
  borderRadius: { md: 'l3' },
  my: { md: 'var(--dialog-base-margin)' },
} as const;
