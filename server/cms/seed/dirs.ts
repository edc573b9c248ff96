/** Folder below DATA_DIR where documents of the content live. */
export const FILES_DIR = 'dateien';
/** Folder below DATA_DIR where the images of the media list live. */
export const MEDIA_DIR = 'medien';
