/**
 * Saves a signed call's answer as the file its content-disposition names (else `fallbackName`): the call needs
 * the staff token, so the file is fetched and saved from memory rather than opened as a plain link.
 */
export async function saveDownload(res: Response, fallbackName: string): Promise<string> {
  const fileName =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
  return fileName;
}
