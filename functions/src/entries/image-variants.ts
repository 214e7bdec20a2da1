/** The image-variants function: the WebP variants of every upload (one handler, no routing). */
export { handler } from '../handlers/s3/create-image-variants';
