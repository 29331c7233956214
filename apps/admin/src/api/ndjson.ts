/**
 * Reads an answer of JSON lines (NDJSON) as it arrives, one line at a time, so a long import shows
 * its progress while it runs instead of after it ends.
 */
export async function readLines(response: Response, onLine: (line: string) => void): Promise<void> {
  if (!response.body) {
    for (const line of (await response.text()).split('\n')) if (line.trim()) onLine(line);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) onLine(line);
    }
  } catch (error) {
    // A line that ends the reading (an error line) stops the download too.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (pending.trim()) onLine(pending);
}
