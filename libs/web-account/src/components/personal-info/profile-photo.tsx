import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, HStack, Image, Stack, Text, toast } from '@emind/web-ui';
import { useDeleteProfileImage } from '../../api/delete-profile-image.ts';
import { useUploadProfileImage } from '../../api/upload-profile-image.ts';
import { messages, PROFILE_IMAGE_MAX_BYTES } from '../../lib/constants.ts';
import { clientErrorDetail } from '../../lib/field-errors.ts';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../../types.ts';

const PHOTO_SIZE = '120px';

/** The profile photo with upload and delete; a placeholder stands in when there is none or it fails to load. */
export function ProfilePhoto({ role, profile }: { role: AccountRole; profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProfileImage(role);
  const remove = useDeleteProfileImage(role);
  const src = profile.profile_image;
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();

  const report = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return report(messages.imageTooBig);
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      report(clientErrorDetail(error) ?? messages.imageUpload);
    }
  };

  const onDelete = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
    } catch {
      report(messages.imageDelete);
    }
  };

  return (
    <HStack gap={6} align="center" wrap="wrap">
      {src && failedSrc !== src ? (
        <Image src={src} alt="Foto de perfil" boxSize={PHOTO_SIZE} borderRadius="full" objectFit="cover" onError={() => setFailedSrc(src)} />
      ) : (
        <Avatar.Root boxSize={PHOTO_SIZE} colorPalette="brand" role="img" aria-label="Sin foto de perfil">
          <Avatar.Fallback name={fullName || undefined} fontSize="2xl" />
        </Avatar.Root>
      )}
      <Stack gap={2}>
        <HStack gap={3} wrap="wrap">
          <Button size="sm" colorPalette="brand" loading={upload.isPending} onClick={() => input.current?.click()}>
            {src ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {src ? (
            <Button size="sm" variant="outline" colorPalette="red" loading={remove.isPending} onClick={onDelete}>
              Eliminar foto
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">JPG o PNG recomendado (óptimo 400x400). Tamaño máximo 5MB.</Text>
        {problem ? <Text fontSize="sm" color="fg.error" role="alert">{problem}</Text> : null}
        <input ref={input} type="file" accept="image/*" hidden aria-label="Seleccionar foto de perfil" onChange={onFile} />
      </Stack>
    </HStack>
  );
}
