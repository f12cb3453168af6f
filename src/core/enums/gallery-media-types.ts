import type { ValueOf } from './value-of.ts'

/** Gallery item media types. spec: bootstrap-tracking-enums section 3, "Gallery item media types" */
export const GALLERY_MEDIA_TYPE = {
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
} as const

export type GalleryMediaType = ValueOf<typeof GALLERY_MEDIA_TYPE>
