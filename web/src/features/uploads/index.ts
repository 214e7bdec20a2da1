/** What other features use of uploads: they import it from here, never from its folders. */
export { CameraCapture } from './components/CameraCapture';
export { ImageUploadField } from './components/ImageUploadField';
export { ItemImage } from './components/ItemImage';
export { ITEM_IMAGE_CAPTION, itemImageStyles } from './components/item-image-styles';
