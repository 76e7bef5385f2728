export { ReviewStatusBadge, reviewStatusPalette } from './review-status-badge.tsx';
export { ReviewCard } from './review-card.tsx';
