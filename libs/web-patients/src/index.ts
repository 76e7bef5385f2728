export { PatientsPage, SEARCH_DEBOUNCE_MS, type PatientToggleTexts } from './patients-page.tsx';
export { patientFilterOptions, patientName, patientSortOptions, visiblePatients } from './patient-list.ts';
export { isCredentialsError, patientsRetry, PATIENTS_TIMEOUT_MS, requestPatient, requestPatientList, writeToggledPatient } from './patients-api.ts';
