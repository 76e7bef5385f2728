import type { AppointmentStatus, CancellationPolicy, PaymentMethodId } from '@emind/domain';
import type { ReadOnlyView } from './read-only.ts';

/** The views booking publishes: its appointments, schedules and cancellations as each reader needs them. */
export interface BookingViews {
  /** A psychologist's weekly blocks, times 'HH:MM' (catalogue: "has a schedule", availability label). */
  'booking.weekly_schedule_blocks': ReadOnlyView<{ psychologist_id: number; day_of_week: string; start_time: string; end_time: string }>;
  /** A psychologist's days without slots (time off; holidays when not worked). */
  'booking.unavailable_dates': ReadOnlyView<{ psychologist_id: number; date: string }>;
  /** A psychologist's cancellation policy, when they chose one (issue 39). */
  'booking.psychologist_cancellation_policies': ReadOnlyView<{
    psychologist_id: number;
    free_cancellation_hours: CancellationPolicy['free_cancellation_hours'];
    late_cancellation_refund_percent: CancellationPolicy['late_cancellation_refund_percent'];
  }>;
  /** Each client's appointments not CANCELLED (admin patients list). */
  'booking.client_appointment_summary': ReadOnlyView<{
    client_id: number;
    total_appointments: number;
    last_appointment_date: string | null;
    last_appointment_status: AppointmentStatus | null;
    next_appointment_date: string | null;
    next_appointment_status: AppointmentStatus | null;
  }>;
  /** Paid (uploaded, verified) or confirmed sessions still ahead; ids are profile ids. */
  'booking.upcoming_sessions': ReadOnlyView<{
    id: number;
    client_id: number;
    psychologist_id: number;
    date: string;
    start_time: string;
    status: AppointmentStatus;
  }>;
  /** Sessions that took place. */
  'booking.completed_sessions': ReadOnlyView<{ appointment_id: number; client_id: number; psychologist_id: number; date: string; start_time: string }>;
  /** Each appointment's two people (identity user ids), times and status. */
  'booking.session_appointments': ReadOnlyView<{
    appointment_id: number;
    psychologist_user_id: number;
    client_user_id: number;
    starts_at: Date;
    ends_at: Date;
    status: AppointmentStatus;
  }>;
  /** Sessions not CANCELLED, who was in them and when they start. */
  'booking.care_sessions': ReadOnlyView<{ appointment_id: number; client_id: number; psychologist_id: number; starts_at: Date }>;
  /** Sessions whose payment was received, or cancelled after being paid. */
  'booking.billing_sessions': ReadOnlyView<{
    appointment_id: number;
    psychologist_id: number;
    client_id: number;
    date: string;
    start_time: string;
    starts_at: Date;
    amount: number;
    is_first_appointment: boolean;
    status: AppointmentStatus;
    refunded_at: Date | null;
    paid_at: Date;
    cancelled_at: Date | null;
    /** Booking's 20261229T300000 migration: card payments are collected by the platform. */
    payment_method: PaymentMethodId;
  }>;
  /** Each appointment's payer, amount and hold. */
  'booking.payable_appointments': ReadOnlyView<{
    appointment_id: number;
    client_id: number;
    psychologist_id: number;
    amount: number;
    status: AppointmentStatus;
    payment_method: PaymentMethodId;
    hold_expires_at: Date;
    is_first_appointment: boolean;
    starts_at: Date;
    card_transaction_id: number | null;
  }>;
  /** Each cancellation that gives money back, as the policy computed it. */
  'booking.refunds_due': ReadOnlyView<{
    appointment_id: number;
    client_id: number;
    psychologist_id: number;
    payment_method: PaymentMethodId;
    amount_paid: number;
    refund_amount: number;
    refund_percent: number;
    reason: string;
    cancelled_by: string;
    cancelled_at: Date;
    refunded_at: Date | null;
  }>;
  /** Each cancellation of a paid session that kept money (paid less the policy's refund). */
  'booking.cancellations_kept': ReadOnlyView<{
    appointment_id: number;
    psychologist_id: number;
    payment_method: PaymentMethodId;
    amount_paid: number;
    refund_amount: number;
    kept_amount: number;
    cancelled_by: string;
    cancelled_at: Date;
    refunded_at: Date | null;
  }>;
}
