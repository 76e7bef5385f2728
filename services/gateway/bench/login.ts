// POST /api/auth/login/ under autocannon (10 connections, 10 s) against a running platform.
// Start it with EMIND_RATE_LIMITS=false, or the limiter (correctly) answers 429 to most requests.
// Usage: npx tsx services/gateway/bench/login.ts [origin]
import { answerCounts, refuseUnexpectedAnswers } from '@emind/server-kit/bench';
import autocannon from 'autocannon';

const origin = process.argv[2] ?? 'http://127.0.0.1:8000';
const result = await autocannon({
  url: `${origin}/api/auth/login/`,
  connections: 10,
  duration: 10,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'paciente@e-mind.cl', password: 'Demo1234!' }),
});
refuseUnexpectedAnswers('login', answerCounts(result), [200]);
console.log(`login: ${result.requests.average} req/s (avg), p99 ${result.latency.p99} ms, ${result.requests.total} requests`);
