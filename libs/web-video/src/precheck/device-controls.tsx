import { Button, Field, HStack, NativeSelect, Stack } from '@emind/web-ui';
import type { LocalMedia } from './use-local-media.ts';

function DeviceSelect({ label, devices, value, onChange }: { label: string; devices: MediaDeviceInfo[]; value: string | null; onChange: (id: string) => void }) {
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {devices.map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>{device.label || `${label} ${index + 1}`}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Mute, camera and the choice of devices: the same controls in the check and during the call. */
export function DeviceControls({ media }: { media: LocalMedia }) {
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button variant={media.audioOn ? 'outline' : 'solid'} colorPalette={media.audioOn ? 'gray' : 'red'} aria-pressed={!media.audioOn} onClick={() => media.setAudioOn(!media.audioOn)}>
          {media.audioOn ? 'Silenciar micrófono' : 'Activar micrófono'}
        </Button>
        <Button variant={media.videoOn ? 'outline' : 'solid'} colorPalette={media.videoOn ? 'gray' : 'red'} aria-pressed={!media.videoOn} onClick={() => media.setVideoOn(!media.videoOn)}>
          {media.videoOn ? 'Apagar cámara' : 'Encender cámara'}
        </Button>
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <DeviceSelect label="Cámara" devices={media.cameras} value={media.choice.cameraId} onChange={(cameraId) => media.choose({ cameraId })} />
        <DeviceSelect label="Micrófono" devices={media.microphones} value={media.choice.microphoneId} onChange={(microphoneId) => media.choose({ microphoneId })} />
      </Stack>
    </Stack>
  );
}
