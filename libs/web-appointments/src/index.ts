export { appointmentWhen, instantInChile } from './format.ts';
export { AppointmentStatusBadge, statusPalette } from './components/status-badge.tsx';
export { PaymentDetails } from './components/payment-details.tsx';
export { StatusHistory } from './components/status-history.tsx';
export { PaymentsPage } from './payments/payments-page.tsx';
export { PatientsPage, SEARCH_DEBOUNCE_MS, type PatientToggleTexts } from './patients/patients-page.tsx';
export { patientFilterOptions, patientName, patientSortOptions, visiblePatients } from './patients/patient-list.ts';
export { isCredentialsError, patientsRetry, PATIENTS_TIMEOUT_MS, requestPatientList, requestPatients, withUpdatedPatient } from './patients/patients-api.ts';
