export type PreviewKind = 'pdf' | 'image' | 'video' | 'none';

const byExtension: Record<string, PreviewKind> = {
  pdf: 'pdf', jpg: 'image', jpeg: 'image', png: 'image', webp: 'image', gif: 'image', mp4: 'video', webm: 'video', mov: 'video',
};

/** How a verification document shows in the page: by its served type, else by its file name's extension. */
export function previewKindOf(mimeType: string, fileName: string | null | undefined): PreviewKind {
  const type = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type.startsWith('video/')) return 'video';
  const extension = fileName?.toLowerCase().split('.').pop() ?? '';
  return fileName?.includes('.') ? (byExtension[extension] ?? 'none') : 'none';
}
