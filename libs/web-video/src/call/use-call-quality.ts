import { useEffect, useState } from 'react';
import { rateQuality, summarizeStats, type CallQuality, type CallStats } from './call-quality.ts';

const READ_EVERY_MS = 2_000;

/** Reads the connection's statistics every two seconds and rates the last interval. */
export function useCallQuality(connection: RTCPeerConnection | null): CallQuality | null {
  const [quality, setQuality] = useState<CallQuality | null>(null);
  useEffect(() => {
    if (!connection) return;
    let previous: CallStats | null = null;
    const timer = setInterval(() => {
      void connection.getStats().then((report) => {
        const current = summarizeStats(report.values());
        if (previous) setQuality(rateQuality(previous, current));
        previous = current;
      });
    }, READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [connection]);
  return connection ? quality : null;
}
