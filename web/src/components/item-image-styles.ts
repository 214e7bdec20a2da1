/** The picture frame's class, styled by item-image.css: cards and rows repeat it. */
export const ITEM_IMAGE = 'item-image';
/** The frame's text when it has no picture to show ("No Image"); thumbnails hide it. */
export const ITEM_IMAGE_CAPTION = 'item-image-caption';
