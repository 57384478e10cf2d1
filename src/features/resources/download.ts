/** Saves a resource's base64 blob under a file name derived from its URI. */
import { baseMimeType, decodeBase64, filenameForUri } from '../../core/resource-content';
import { downloadFile } from '../../ui/download';

export function downloadBase64(blob: string, mimeType: string | undefined, uri: string): void {
  const bytes = decodeBase64(blob);
  downloadFile(bytes.buffer as ArrayBuffer, filenameForUri(uri, mimeType), baseMimeType(mimeType) || 'application/octet-stream');
}
