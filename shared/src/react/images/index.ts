// `@suite/shared/images`: the user's uploaded images and the picker the forms choose one with. Apart from
// `@suite/shared/react`, which every page loads, because the picker brings antd's Upload and Pagination
// (shared apart, ADR 0013): only the forms that pick an image load them.
export { ImagePicker, type ImagePickerProps } from './image-picker';
export { imageKeys, useCheckedUpload, useImageAddress, useImages, useUploadImage } from './use-images';
