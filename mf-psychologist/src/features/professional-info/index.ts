// What other features may use of this one.
export { useProfessionalProfile } from './api/get-professional-profile.ts';
