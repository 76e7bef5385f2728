import { useState } from 'react';
import { Center, Image } from '@emind/web-ui';

interface SpecialistPhotoProps {
  src: string | null | undefined;
  name: string;
  size: string;
}

/** The specialist's photo, or a neutral placeholder when there is none or it fails to load. */
export function SpecialistPhoto({ src, name, size }: SpecialistPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center w={size} h={size} rounded="full" bg="brand.50" color="brand.400" flexShrink={0} data-testid="photo-placeholder" role="img" aria-label={`Foto de ${name} no disponible`}>
        <svg width="55%" height="55%" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 21c0-4.4 3.8-7.5 8.5-7.5s8.5 3.1 8.5 7.5z" />
        </svg>
      </Center>
    );
  }
  return <Image src={src} alt={`Foto de ${name}`} w={size} h={size} rounded="full" objectFit="cover" flexShrink={0} onError={() => setFailedSrc(src)} />;
}
