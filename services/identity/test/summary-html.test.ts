import { describe, expect, it } from 'vitest';
import { summaryHtml } from '../src/privacy/requests/summary-html.ts';

describe('the export’s resumen', () => {
  const html = summaryHtml(
    [
      {
        service: 'booking',
        data: {
          appointments: [{ code: 'EM-000001', date: '2026-10-07', start_time: '15:00', status: 'PENDING_PAYMENT', status_display: 'Pendiente de pago', created_at: '2026-10-01T12:05:00.000Z', payment_method: 'credit_card' }],
          profile: { user_type: 'client', gender: 'FEMALE', is_active: true, history: [{ to_status: 'COMPLETED' }] },
        },
        files: [],
      },
    ],
    new Date('2026-11-12T17:30:00Z'),
  );

  it('reads as a Spanish document: field names, enum values and dates as people in Chile read them', () => {
    for (const text of ['<th scope="col">Código</th>', '<th scope="col">Estado</th>', 'Pendiente de pago', '07-10-2026', '01-10-2026 09:05', 'Tarjeta (Webpay)', 'Tipo de cuenta', 'Paciente', 'Femenino', 'Estado nuevo: Completada', 'generada el 12 de noviembre de 2026 a las 14:30']) {
      expect(html, text).toContain(text);
    }
  });

  it('shows no raw enum, snake_case name or ISO timestamp', () => {
    const visible = html.replace(/<[^>]+>/g, ' ');
    expect(visible).not.toMatch(/PENDING_PAYMENT|COMPLETED|FEMALE|credit_card|user_type|status_display|created_at|\d{4}-\d{2}-\d{2}T/);
  });
});
