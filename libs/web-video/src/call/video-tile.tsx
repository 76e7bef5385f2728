import { useEffect, useRef } from 'react';
import { Box, Text } from '@emind/web-ui';

interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  /** Our own picture: mirrored as in a mirror, and silent so we never hear ourselves. */
  self?: boolean;
  placeholder?: string;
}

export function VideoTile({ stream, label, self = false, placeholder }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box position="relative" bg="gray.900" borderRadius="lg" overflow="hidden" aspectRatio={16 / 9} w="full">
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: self ? 'scaleX(-1)' : undefined }}
      />
      {stream ? null : (
        <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="white" px="4" textAlign="center">
          {placeholder}
        </Text>
      )}
      <Text position="absolute" bottom="2" left="2" bg="blackAlpha.700" color="white" fontSize="sm" px="2" borderRadius="md">
        {label}
      </Text>
    </Box>
  );
}
