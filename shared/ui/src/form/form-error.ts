/**
 * final-form's FORM_ERROR, the key of a form-level submission error. Its own copy: importing the library's would put
 * final-form in the host's first render, which provides @dating/ui eagerly, and with it every part of final-form a
 * lazy page uses (issue 29). A unit test pins it to the library's value.
 */
export const FORM_ERROR = 'FINAL_FORM/form-error';
