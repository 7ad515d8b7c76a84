/**
 * A file as a reader picks it, for the upload handlers: made on the test environment's own
 * Blob (Node's), which its FormData and URL.createObjectURL take; jsdom's File is neither.
 */
export function pickedFile(name: string, type: string, content = 'x'): File {
  return Object.assign(new Blob([content], { type }), {
    name,
    lastModified: Date.now(),
    webkitRelativePath: '',
  }) as File;
}
