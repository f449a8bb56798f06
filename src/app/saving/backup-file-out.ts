// How a backup file leaves the app. Where the browser can share files
// (navigator.canShare with the file), the share sheet: on iPhone and iPad that is "Save to
// Files" or iCloud Drive, which Safari's seven-day rule never touches. Elsewhere, a download,
// as before. A player who closes the sheet (AbortError) has not met an error.

export type HandOver =
  | { kind: 'shared' }
  | { kind: 'downloaded' }
  | { kind: 'cancelled' }
  /** The sheet needs a fresh tap (the one that asked was spent reading the data): ask again. */
  | { kind: 'needs-tap'; share: () => Promise<HandOver> };

type Sharing = Pick<Navigator, 'share'> & { canShare?: Navigator['canShare'] };

function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Shares `file` where files can be shared, else downloads it. Never throws on a closed sheet. */
export async function handOverFile(
  file: File,
  title: string,
  nav: Sharing = navigator,
  retry = true,
): Promise<HandOver> {
  let canShare = false;
  try {
    canShare = typeof nav.share === 'function' && nav.canShare?.({ files: [file] }) === true;
  } catch {
    canShare = false;
  }
  if (canShare) {
    try {
      await nav.share({ files: [file], title });
      return { kind: 'shared' };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'AbortError') return { kind: 'cancelled' };
      if (name === 'NotAllowedError' && retry)
        return { kind: 'needs-tap', share: () => handOverFile(file, title, nav, false) };
      // Any other refusal (a type the sheet will not take): the download still works.
    }
  }
  download(file);
  return { kind: 'downloaded' };
}
