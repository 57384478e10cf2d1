/** Saves base64 data as a file through a Blob and an object URL (no data: URL size limits). */
import { baseMimeType, decodeBase64, filenameForUri } from '../../core/resource-content';

export function downloadBase64(blob: string, mimeType: string | undefined, uri: string): void {
  const bytes = decodeBase64(blob);
  const file = new Blob([bytes.buffer as ArrayBuffer], { type: baseMimeType(mimeType) || 'application/octet-stream' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameForUri(uri, mimeType);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
