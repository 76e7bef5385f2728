import type { CSSProperties } from 'react';

/**
 * A Chakra token as the CSS variable the page's Chakra system defines ('teal.solid' → --chakra-colors-teal-solid).
 * The chart reads the theme through CSS only: a lazily loaded chunk of a federated remote would otherwise carry
 * a second Chakra instance without its provider.
 */
export const tokenColor = (token: string): string => `var(--chakra-colors-${token.replaceAll('.', '-')})`;

/** The axis labels' size in px. */
export const FONT = 12;
export const textStyle: CSSProperties = { fontSize: FONT, fill: tokenColor('fg.muted') };
