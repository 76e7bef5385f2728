import { useCallback, useEffect, useState } from 'react';
import { mediaProblemOf, type MediaProblem } from './media-error.ts';

export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  choice: DeviceChoice;
  audioOn: boolean;
  videoOn: boolean;
  choose: (choice: Partial<DeviceChoice>) => void;
  setAudioOn: (on: boolean) => void;
  setVideoOn: (on: boolean) => void;
  retry: () => void;
}

const constraintOf = (deviceId: string | null): MediaTrackConstraints | boolean => (deviceId ? { deviceId: { exact: deviceId } } : true);

/**
 * The camera and microphone this person uses, from the check to the end of the call. A new choice of device
 * opens a new stream (the call swaps its tracks in); mute and camera switches only disable tracks.
 */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: null, microphoneId: null });
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ audio: constraintOf(choice.microphoneId), video: constraintOf(choice.cameraId) })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        opened = media;
        setProblem(null);
        setStream(media);
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(mediaProblemOf(error));
      });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, [choice.cameraId, choice.microphoneId, attempt]);

  useEffect(() => {
    stream?.getAudioTracks().forEach((track) => (track.enabled = audioOn));
    stream?.getVideoTracks().forEach((track) => (track.enabled = videoOn));
  }, [stream, audioOn, videoOn]);

  const choose = useCallback((next: Partial<DeviceChoice>) => setChoice((current) => ({ ...current, ...next })), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const activeId = (kind: 'audio' | 'video') => stream?.getTracks().find((track) => track.kind === kind)?.getSettings().deviceId ?? null;

  return {
    stream,
    problem,
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
    choice: { cameraId: choice.cameraId ?? activeId('video'), microphoneId: choice.microphoneId ?? activeId('audio') },
    audioOn,
    videoOn,
    choose,
    setAudioOn,
    setVideoOn,
    retry,
  };
}
