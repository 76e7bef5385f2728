/** GET /profiles/admin/patients/: appointment data arrives with the booking issue (0 and nulls until then). */
export interface Patient {
  id: number;
  user: { id: number; first_name: string; last_name: string; email: string; is_active: boolean };
  profile_image: string | null;
  rut: string | null;
  region: string | null;
  phone?: string | null;
  created_at?: string;
  total_appointments: number;
  last_appointment_date: string | null;
  last_appointment_status: string | null;
  next_appointment_date: string | null;
  next_appointment_status: string | null;
}
