/** The error of a content file that cannot be read: it names the file and the line, so start-up says where to look. */

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** Runs `read`, turning anything it throws into a ContentError at `file:line` (a ContentError keeps its own place). */
export function atLine<T>(file: string, line: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, line, error instanceof Error ? error.message : String(error));
  }
}
