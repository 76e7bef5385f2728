/** Running totals read from one RTCPeerConnection.getStats() report. */
export interface CallStats {
  packetsReceived: number;
  packetsLost: number;
  /** Seconds, from the selected candidate pair; null before one is chosen. */
  roundTripTime: number | null;
  videoFramesDecoded: number;
  audioBytesReceived: number;
  /** 'host' | 'srflx' | 'prflx' | 'relay' of our side of the selected pair. */
  localCandidateType: string | null;
}

export type CallQuality = 'Buena' | 'Regular' | 'Débil';

type Stat = Record<string, unknown>;

const numberOf = (stat: Stat | undefined, key: string): number => {
  const value = stat?.[key];
  return typeof value === 'number' ? value : 0;
};

function selectedPair(stats: Stat[]): Stat | undefined {
  const transport = stats.find((stat) => stat.type === 'transport' && typeof stat.selectedCandidatePairId === 'string');
  const byId = transport && stats.find((stat) => stat.id === transport.selectedCandidatePairId);
  return byId ?? stats.find((stat) => stat.type === 'candidate-pair' && stat.nominated === true && stat.state === 'succeeded');
}

export function summarizeStats(report: Iterable<unknown>): CallStats {
  const stats = [...report].filter((stat): stat is Stat => typeof stat === 'object' && stat !== null);
  const inbound = stats.filter((stat) => stat.type === 'inbound-rtp');
  const pair = selectedPair(stats);
  const local = pair && stats.find((stat) => stat.id === pair.localCandidateId);
  return {
    packetsReceived: inbound.reduce((sum, stat) => sum + numberOf(stat, 'packetsReceived'), 0),
    packetsLost: inbound.reduce((sum, stat) => sum + numberOf(stat, 'packetsLost'), 0),
    roundTripTime: typeof pair?.currentRoundTripTime === 'number' ? pair.currentRoundTripTime : null,
    videoFramesDecoded: inbound.filter((stat) => stat.kind === 'video').reduce((sum, stat) => sum + numberOf(stat, 'framesDecoded'), 0),
    audioBytesReceived: inbound.filter((stat) => stat.kind === 'audio').reduce((sum, stat) => sum + numberOf(stat, 'bytesReceived'), 0),
    localCandidateType: typeof local?.candidateType === 'string' ? local.candidateType : null,
  };
}

const GOOD = { loss: 0.02, rtt: 0.3 };
const FAIR = { loss: 0.08, rtt: 0.6 };

/** The quality over the interval between two readings: packet loss in it and the latest round trip. */
export function rateQuality(previous: CallStats, current: CallStats): CallQuality | null {
  const received = current.packetsReceived - previous.packetsReceived;
  const lost = Math.max(0, current.packetsLost - previous.packetsLost);
  if (received + lost <= 0) return current.roundTripTime === null ? null : 'Débil';
  const loss = lost / (received + lost);
  const rtt = current.roundTripTime ?? 0;
  if (loss < GOOD.loss && rtt < GOOD.rtt) return 'Buena';
  if (loss < FAIR.loss && rtt < FAIR.rtt) return 'Regular';
  return 'Débil';
}
