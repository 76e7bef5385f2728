export * from './chakra.ts';
export { UiProvider } from './provider.tsx';
export { default as toast } from 'react-hot-toast';
