import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

const TOKEN = 'Zq3x_9-aB4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4wXy';

describe('addresses in request logs', () => {
  it.each([
    [`/api/calendar/${TOKEN}.ics`, '/api/calendar/[redacted]'],
    ['/api/calendar/short.ics', '/api/calendar/[redacted]'],
    ['/api/calendar/link', '/api/calendar/link'],
    ['/api/calendar/link/', '/api/calendar/link/'],
    [`/reset-password/${TOKEN}`, '/reset-password/[redacted]'],
    [`/reset-password/${TOKEN}?x=1`, '/reset-password/[redacted]?x=1'],
    ['/api/billing/verify/K7QX-4MZ9-PT2D-HV8C-N3WR/', '/api/billing/verify/[redacted]/'],
    ['/api/billing/verify/k7qx4mz9pt2dhv8cn3wr', '/api/billing/verify/[redacted]'],
    ['/billing/verify/K7QX-4MZ9-PT2D-HV8C-N3WR/', '/billing/verify/[redacted]/'],
    ['/verificar/K7QX-4MZ9-PT2D-HV8C-N3WR', '/verificar/[redacted]'],
    ['/verificar/K7QX-4MZ9-PT2D-HV8C-N3WR?ref=qr', '/verificar/[redacted]?ref=qr'],
    ['/verificar', '/verificar'],
    [`/ws?ticket=abc&room=7`, '/ws?ticket=[redacted]&room=7'],
    [`/api/x?token=abc&access_token=def&page=2`, '/api/x?token=[redacted]&access_token=[redacted]&page=2'],
    ['/api/x?password=hunter2&code=123456&key=k', '/api/x?password=[redacted]&code=[redacted]&key=[redacted]'],
    [`/api/anything/${TOKEN}/more`, '/api/anything/[redacted]/more'],
    ['/media/profiles/0123456789abcdef0123456789abcdef.svg', '/media/profiles/0123456789abcdef0123456789abcdef.svg'],
    ['/api/appointments/12/?view=true', '/api/appointments/12/?view=true'],
    ['/api/professionals/?search=ana%20token', '/api/professionals/?search=ana%20token'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
