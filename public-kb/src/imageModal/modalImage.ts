/** The image the viewer shows: the article image's URL and alternative text. */
export interface ModalImage {
  src: string;
  alt: string;
}
