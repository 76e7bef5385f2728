import { describe, expect, it } from 'vitest';
import { rateQuality, summarizeStats, type CallStats } from './call-quality.ts';

const report = [
  { id: 'T1', type: 'transport', selectedCandidatePairId: 'P1' },
  { id: 'P0', type: 'candidate-pair', localCandidateId: 'L0', nominated: false, state: 'failed' },
  { id: 'P1', type: 'candidate-pair', localCandidateId: 'L1', currentRoundTripTime: 0.05 },
  { id: 'L0', type: 'local-candidate', candidateType: 'host' },
  { id: 'L1', type: 'local-candidate', candidateType: 'relay' },
  { id: 'V', type: 'inbound-rtp', kind: 'video', packetsReceived: 900, packetsLost: 10, framesDecoded: 300, bytesReceived: 500_000 },
  { id: 'A', type: 'inbound-rtp', kind: 'audio', packetsReceived: 100, packetsLost: 0, bytesReceived: 8_000 },
  { id: 'O', type: 'outbound-rtp', kind: 'video', packetsSent: 5_000 },
];

const totals = (packetsReceived: number, packetsLost: number, roundTripTime: number | null): CallStats => ({
  packetsReceived, packetsLost, roundTripTime, videoFramesDecoded: 0, audioBytesReceived: 0, localCandidateType: null,
});

describe('summarizeStats', () => {
  it('adds the inbound streams and reads the selected pair', () => {
    expect(summarizeStats(report)).toEqual({
      packetsReceived: 1_000,
      packetsLost: 10,
      roundTripTime: 0.05,
      videoFramesDecoded: 300,
      audioBytesReceived: 8_000,
      localCandidateType: 'relay',
    });
  });

  it('falls back to the nominated succeeded pair when the transport names none', () => {
    const pair = { id: 'P2', type: 'candidate-pair', localCandidateId: 'L2', nominated: true, state: 'succeeded', currentRoundTripTime: 0.2 };
    const summary = summarizeStats([pair, { id: 'L2', type: 'local-candidate', candidateType: 'host' }]);
    expect(summary.localCandidateType).toBe('host');
    expect(summary.roundTripTime).toBe(0.2);
  });

  it('knows nothing before the connection', () => {
    expect(summarizeStats([])).toEqual(totals(0, 0, null));
  });
});

describe('rateQuality', () => {
  it.each([
    [totals(1_000, 0, 0.05), 'Buena'],
    [totals(1_000, 10, 0.25), 'Buena'],
    [totals(1_000, 40, 0.1), 'Regular'],
    [totals(1_000, 0, 0.45), 'Regular'],
    [totals(1_000, 150, 0.1), 'Débil'],
    [totals(1_000, 0, 0.9), 'Débil'],
  ] as const)('rates %o as %s', (current, quality) => {
    expect(rateQuality(totals(0, 0, null), current)).toBe(quality);
  });

  it('measures loss over the interval, not since the start', () => {
    expect(rateQuality(totals(1_000, 200, 0.05), totals(2_000, 200, 0.05))).toBe('Buena');
  });

  it('calls a connection that receives nothing weak, and says nothing before one exists', () => {
    expect(rateQuality(totals(500, 0, 0.05), totals(500, 0, 0.05))).toBe('Débil');
    expect(rateQuality(totals(0, 0, null), totals(0, 0, null))).toBeNull();
  });
});
