import { Button as ChakraButton, Spinner as ChakraSpinner } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/**
 * Chakra's Button while `loading` without `loadingText` hides its label (visibility: hidden) behind the spinner,
 * which leaves the button with no accessible name (axe: button-name). A text label stays its name while it loads.
 */
export function Button(props: ComponentProps<typeof ChakraButton>) {
  const { loading, loadingText, children } = props;
  const hiddenLabel = loading && !loadingText && typeof children === 'string' ? children : undefined;
  return <ChakraButton aria-label={hiddenLabel} aria-busy={loading || undefined} {...props} />;
}

/** A labelled spinner is a status message: `aria-label` is not allowed on a span without a role (axe: aria-prohibited-attr). */
export function Spinner(props: ComponentProps<typeof ChakraSpinner>) {
  return <ChakraSpinner role={props['aria-label'] ? 'status' : undefined} {...props} />;
}
