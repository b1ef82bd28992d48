/** The file name part of a catalogue path, for the download attribute. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
