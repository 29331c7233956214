/** How long a file's object URL lives: the browser has started saving it long before. */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** Hands a file the dashboard fetched (with its session and language) to the browser to save. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
