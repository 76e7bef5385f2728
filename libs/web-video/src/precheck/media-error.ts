/** Why the browser gave no camera or microphone, as the check explains it. */
export type MediaProblem = 'denied' | 'no_device' | 'in_use' | 'unsupported' | 'unknown';

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no_device';
    case 'NotReadableError':
    case 'AbortError':
      return 'in_use';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

export const mediaProblemText: Record<Exclude<MediaProblem, 'denied'>, string> = {
  no_device: 'No encontramos una cámara o un micrófono. Conecta uno y vuelve a intentarlo.',
  in_use: 'Otra aplicación está usando tu cámara o micrófono. Ciérrala y vuelve a intentarlo.',
  unsupported: 'Este navegador no permite videollamadas. Usa una versión reciente de Chrome, Firefox o Safari.',
  unknown: 'No pudimos usar tu cámara o micrófono. Vuelve a intentarlo.',
};
