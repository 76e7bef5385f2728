export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
export const SAVED_BADGE_MS = 3000;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const messages = {
  profileSave: 'Error al guardar los cambios. Por favor, inténtalo de nuevo.',
  imageTooBig: 'La imagen es demasiado grande. El tamaño máximo es 5MB.',
  imageUpload: 'Error al subir la imagen. Inténtalo de nuevo.',
  imageDelete: 'Error al eliminar la imagen de perfil. Por favor, inténtalo de nuevo.',
  bankSaved: 'Información bancaria actualizada correctamente',
  bankSave: 'Error al guardar la información bancaria',
  bankConfirm: 'Debes aceptar que la cuenta bancaria está a tu nombre',
  profileLoad: 'No se pudo cargar tu perfil. Por favor, intenta nuevamente.',
} as const;
