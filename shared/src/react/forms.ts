// `@suite/shared/forms`: the forms' kit, apart from `@suite/shared/react` so that a page without a
// form does not load react-hook-form (ADR 0013).
export { Field, showServerFieldErrors, type FieldProps } from './form-field';
export { ImageAddressField, type ImageAddressFieldProps } from './image-address-field';
