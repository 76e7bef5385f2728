export * from './chakra.ts';
export { UiProvider } from './provider.tsx';
export { default as toast } from 'react-hot-toast';
export { PhoneInput, type PhoneInputProps } from './components/phone-input.tsx';
export { RutInput, type RutInputProps } from './components/rut-input.tsx';
export { SavedBadge } from './components/saved-badge.tsx';
export { PasswordInput, type PasswordInputProps } from './components/password-input.tsx';
export { PasswordStrengthMeter } from './components/password-strength-meter.tsx';
export { PasswordChecklist } from './components/password-checklist.tsx';
